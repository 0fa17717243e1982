import type { Database } from '../../db/database.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { iamSmartLinkedAt } from '../identity/identity-records.service.ts';

/** getEidBinding (spec section 7): always the caller's own account, whatever role it acts under. */
export async function eidBinding(db: Database, principal: Principal) {
  const linkedAt = await iamSmartLinkedAt(db, principal.userId);
  return {
    eidBound: linkedAt ? ('Y' as const) : ('N' as const),
    boundAt: linkedAt ? linkedAt.toISOString() : null,
  };
}
