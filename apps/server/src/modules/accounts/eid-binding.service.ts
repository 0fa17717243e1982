import type { Database } from '../../db/database.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { findIdentityOfUser } from '../identity/identity.repository.ts';

/** getEidBinding (spec section 7): always the caller's own account, whatever role it acts under. */
export async function eidBinding(db: Database, principal: Principal) {
  const row = await findIdentityOfUser(db, principal.userId, 'IAMSMART');
  return {
    eidBound: row ? ('Y' as const) : ('N' as const),
    boundAt: row ? row.createdAt.toISOString() : null,
  };
}
