import type { Database } from '../../db/database.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { userAgentsOf } from './profile.service.ts';

/**
 * The accounts a login (DSL or iAM Smart alike) may switch to, of one kind (spec section 7): 'agent' the
 * vehicle owners it is an agent for (UAG), 'company' the companies it administers or works for (OAD,
 * OAG). Always the caller's own roles, activated ones only; other people's names stay masked.
 */
export async function switchableRoles(db: Database, principal: Principal, kind: 'agent' | 'company') {
  const roles = await userAgentsOf(db, principal.userId);
  return {
    list: roles.filter((r) => (kind === 'agent' ? r.roleType === 'UAG' : r.roleType !== 'UAG')),
  };
}
