import { LONG_TIMEOUT_MS, request } from './api-client.ts';
import { browserLocation } from './browser-location.ts';
import { emit } from './event-bus.ts';
import { clientState } from './client-state.ts';
import { clearSession, getSession, getToken, setSession } from './session.ts';

/** Why the session ended; automatic ones are said so by a dialog (spec section 4). */
export type LogoutReason = 'manual' | 'idle' | 'forced';

const REASON_MESSAGES: Record<Exclude<LogoutReason, 'manual'>, string> = {
  idle: 'session.fifteen_min_timeout',
  forced: 'session.forced_logout',
};

const LOGOUT_URL = 'rest/users/api/v1/publ/sso/logout';
const PORTAL_HOME = /^\/portal\/?(\?.*)?$/;

/** Adds timeout=Y to an address (spec section 4: an automatic logout says so to where it goes). */
export function withTimeoutFlag(address: string): string {
  return `${address}${address.includes('?') ? '&' : '?'}timeout=Y`;
}

/**
 * Ends the session: the server revokes it (its answer names where the browser goes), then all session
 * data, the unread count and the permissions go on this device. The portal's own Home is reached inside
 * the app, so the automatic-logout dialog stays on screen; any other address is a full navigation.
 */
let ending = false;

export async function logout(reason: LogoutReason = 'manual'): Promise<void> {
  // The timers tick every second: one logout at a time.
  if (ending) return;
  ending = true;
  try {
    await endSession(reason);
  } finally {
    ending = false;
  }
}

/**
 * The server revokes the session (when there is one), then this device forgets it: session data, unread
 * and unpaid counts. Resolves the address the server names for the browser, or null.
 */
export async function revokeSession(loading = true): Promise<string | null> {
  let redirectUrl: string | null = null;
  if (getToken()) {
    const result = await request<{ redirectUrl?: string }>({
      url: LOGOUT_URL,
      showError: false,
      timeoutMs: LONG_TIMEOUT_MS,
      loading,
    });
    redirectUrl = result.code === '0' && result.data?.redirectUrl ? result.data.redirectUrl : null;
  }
  clearSession();
  clientState.set({ unreadCount: 0, unpaidCount: 0 });
  return redirectUrl;
}

async function endSession(reason: LogoutReason): Promise<void> {
  const automatic = reason !== 'manual';
  const redirectUrl = await revokeSession(!automatic);
  if (automatic) {
    emit('dialog', { titleKey: 'errors.reminder', messageKey: REASON_MESSAGES[reason], group: 'session' });
  }
  if (redirectUrl && !PORTAL_HOME.test(redirectUrl)) {
    browserLocation.assign(automatic ? withTimeoutFlag(redirectUrl) : redirectUrl);
    return;
  }
  emit('navigate', automatic ? withTimeoutFlag('/') : '/');
}

const REFRESH_URL = 'rest/users/api/v1/publ/login/refresh-token';

/**
 * 'Stay logged in' after the idle reminder: a new token pair from the refresh token, which also counts
 * as activity on the server. The request layer handles a 401 (the session had already ended).
 */
export async function stayLoggedIn(): Promise<boolean> {
  const refreshToken = getSession('refreshToken');
  if (!refreshToken) return false;
  const result = await request<{ token: string; refreshToken: string }>({
    method: 'POST',
    url: REFRESH_URL,
    body: { refreshToken },
    noToken: true,
    timeoutMs: LONG_TIMEOUT_MS,
  });
  if (result.code !== '0' || !result.data) return false;
  setSession('token', result.data.token);
  setSession('refreshToken', result.data.refreshToken);
  setSession('actionTime', Date.now());
  return true;
}
