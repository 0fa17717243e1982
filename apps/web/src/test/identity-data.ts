import { NO_PERMISSIONS } from '@eticket/domain/accounts/permissions';
import type { CurrentUserInfo } from '@eticket/domain/accounts/profile.schemas';
import type { SessionTokens } from '@eticket/domain/identity/login.schemas';

/** The user in the acting role as the server answers …/users/user/profile (a blank personal account). */
export function currentUser(overrides: Partial<CurrentUserInfo> = {}): CurrentUserInfo {
  return {
    name: 'HO WING KEI',
    agentId: 0,
    agentRole: 'USER_PERSONAL',
    uid: 'u1',
    gender: 'M',
    driver: false,
    roleType: 'EMPTY',
    roleNum: 0,
    roleList: [],
    ownerName: 'HO WING KEI',
    ownerId: 'u1',
    showSwitch: false,
    permissions: { ...NO_PERMISSIONS },
    time: '2026-11-22T00:00:00Z',
    ...overrides,
  };
}

/**
 * A new session's tokens as the server answers a login or a renewal. Logged in now: a login time in the
 * past would let the session timers end the new session mid-test.
 */
export function sessionTokens(overrides: Partial<SessionTokens> = {}): SessionTokens {
  return {
    token: 'linked-token',
    refreshToken: 'refresh',
    authType: 'DSL',
    ssoLevel: 2,
    loginTime: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 7_200_000).toISOString(),
    accessTokenExpiresIn: 600,
    idleTimeoutSeconds: 1500,
    ...overrides,
  };
}
