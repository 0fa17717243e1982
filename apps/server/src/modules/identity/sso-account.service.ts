import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { alertStatus } from '../accounts/alert-status.service.ts';
import { assertOwnUid } from '../accounts/e-contact.service.ts';
import type { Principal } from './identity.principal.ts';
import { lastLoginName } from './identity.repository.ts';
import { sessionOf, type AuthType } from './session.service.ts';

async function sessionFacts(db: Database, principal: Principal) {
  const session = await sessionOf(db, principal.sessionId);
  return { authType: (session?.authType ?? 'DSL') as AuthType, ssoLevel: session?.ssoLevel ?? null };
}

/**
 * POST /sso/auth-type: how this session logged in, and whether the account still needs ID authentication,
 * which is exactly when it is blank (spec section 4: blankAccount Y sets the ID-authentication flag).
 */
export async function authTypeOf(db: Database, principal: Principal, uid: string | undefined) {
  assertOwnUid(principal, uid);
  const blank = principal.tdPersonId === null;
  return {
    ...(await sessionFacts(db, principal)),
    blankAccount: blank ? ('Y' as const) : ('N' as const),
    idAuthNeeded: blank ? ('Y' as const) : ('N' as const),
  };
}

/**
 * POST /sso/blankAccount/login: the blank account the caller's session opened, with the provider's name for
 * it (the caller's own, shown in full). It issues nothing: the session of the login is the session.
 */
export async function blankAccountSession(db: Database, principal: Principal, uid: string | undefined) {
  assertOwnUid(principal, uid);
  if (principal.tdPersonId !== null) throw new AppError('ACCOUNT_ALREADY_VERIFIED');
  return {
    uid: principal.userId,
    name: await lastLoginName(db, principal.userId),
    ...(await sessionFacts(db, principal)),
    blankAccount: 'Y' as const,
    alertStatus: (await alertStatus(db, principal)).alertStatus,
  };
}
