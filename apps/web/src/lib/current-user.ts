import { resolvePermissions } from '@eticket/domain/accounts/permissions';
import { clientState } from './client-state.ts';
import { setSession, type UserInfo } from './session.ts';
import { getCurrentUser } from './api/get-current-user.ts';
import { getRoleTable } from './api/get-role-table.ts';

/** The stored user info of spec section 3, from the server's current user info. */
function userInfoOf(user: NonNullable<Awaited<ReturnType<typeof getCurrentUser>>>): UserInfo {
  const { permissions: _permissions, ...info } = user;
  return info;
}

/** Current user info and permissions: after a login, and again after a role switch or a company change. */
export async function loadCurrentUser(): Promise<boolean> {
  const [user, roleTable] = await Promise.all([getCurrentUser(), getRoleTable()]);
  if (!user) return false;
  setSession('uid', user.uid);
  setSession('userInfo', userInfoOf(user));
  setSession('permissions', resolvePermissions(user.roleType, roleTable));
  clientState.set({ unreadCount: 0 });
  return true;
}
