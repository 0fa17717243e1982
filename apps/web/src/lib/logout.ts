import { emit } from './event-bus.ts';
import { clientState } from './client-state.ts';
import { clearSession } from './session.ts';

/** Why the session ended; automatic ones are said so by a dialog (spec section 4). */
export type LogoutReason = 'manual' | 'idle' | 'forced';

const REASON_MESSAGES: Record<Exclude<LogoutReason, 'manual'>, string> = {
  idle: 'session.fifteen_min_timeout',
  forced: 'session.forced_logout',
};

/**
 * Ends the session on this device: all session data and the unread count go, and the user returns Home.
 * The server-side session is revoked by the identity feature's logout call when it lands.
 */
export function logout(reason: LogoutReason = 'manual'): void {
  clearSession();
  clientState.set({ unreadCount: 0, unpaidCount: 0 });
  if (reason !== 'manual') emit('dialog', { titleKey: 'errors.reminder', messageKey: REASON_MESSAGES[reason] });
  emit('navigate', '/');
}
