import type { SessionTokens } from '@eticket/domain/identity/login.schemas';
import { setSession } from '../../../lib/session.ts';
import { loadCurrentUser } from '../../../lib/current-user.ts';

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
