import type { Database } from '../../db/database.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { sessionOf } from '../identity/session.service.ts';
import { assertOwnUid } from './e-contact.service.ts';
import * as repo from './accounts.repository.ts';

/**
 * Alert status (spec section 4, blank-account authentication). A blank account has no Transport
 * Department record. Why it is blank decides the dialog: '1' a DSL no-ID login (may tick "no more
 * prompts"), '2' a DSL ID-card login (should authenticate; no opt-out), '3' an iAM Smart holder the
 * Transport Department does not know (may tick "no more prompts").
 */
export async function alertStatus(db: Database, principal: Principal) {
  const blank = principal.tdPersonId === null;
  const read = await repo.readFlagOf(db, principal.userId);
  let status: '1' | '2' | '3' | null = null;
  if (blank) {
    const session = await sessionOf(db, principal.sessionId);
    status = session?.authType === 'IAMSMART' ? '3' : session?.ssoLevel === 2 ? '2' : '1';
  }
  return {
    blankAccount: blank ? ('Y' as const) : ('N' as const),
    alertStatus: status,
    blankAccountReadFlag: read ? ('Y' as const) : ('N' as const),
  };
}

/** "No more prompts": only for the caller's own account. */
export async function markBlankAccountRead(db: Database, principal: Principal, uid: string) {
  assertOwnUid(principal, uid);
  await repo.setReadFlag(db, principal.userId);
  return alertStatus(db, principal);
}
