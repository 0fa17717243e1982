import type { SessionTokens } from '@eticket/domain/identity/login.schemas';
import { resolvePermissions } from '@eticket/domain/accounts/permissions';
import { clientState } from '../../../lib/client-state.ts';
import { setSession, type UserInfo } from '../../../lib/session.ts';
import { getCurrentUser } from './get-current-user.ts';
import { getRoleTable } from '../../../lib/api/get-role-table.ts';

/** The stored user info of spec section 3, from the server's current user info. */
export function userInfoOf(user: NonNullable<Awaited<ReturnType<typeof getCurrentUser>>>): UserInfo {
  const { permissions: _permissions, ...info } = user;
  return info;
}

/**
 * After a successful exchange: the tokens, auth type, login and action times go to the session; then the
 * current user info and the permission set of the acting role. False when the user could not be loaded.
 */
export async function startSession(tokens: SessionTokens): Promise<boolean> {
  const now = Date.now();
  const loginTime = Date.parse(tokens.loginTime);
  setSession('token', tokens.token);
  setSession('originToken', tokens.token);
  setSession('refreshToken', tokens.refreshToken);
  setSession('authType', tokens.authType);
  setSession('ssoLevel', tokens.ssoLevel === null ? '' : String(tokens.ssoLevel));
  setSession('loginTime', Number.isNaN(loginTime) ? now : loginTime);
  setSession('actionTime', now);
  setSession('errorCount', 0);
  setSession('unreadTip', 0);
  return loadCurrentUser();
}

/** Current user info and permissions, again after a role switch. */
export async function loadCurrentUser(): Promise<boolean> {
  const [user, roleTable] = await Promise.all([getCurrentUser(), getRoleTable()]);
  if (!user) return false;
  setSession('uid', user.uid);
  setSession('userInfo', userInfoOf(user));
  setSession('permissions', resolvePermissions(user.roleType, roleTable));
  clientState.set({ unreadCount: 0 });
  return true;
}
