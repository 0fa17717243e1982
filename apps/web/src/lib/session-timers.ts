/** Session timers of specification section 4, in seconds. */
export const IDLE_ALERT_S = 1200;
export const IDLE_LOGOUT_S = 1500;
export const FORCED_ALERT_S = 6000;
export const FORCED_LOGOUT_S = 7200;

export type TimerEvent = 'idleAlert' | 'idleLogout' | 'forcedAlert' | 'forcedLogout';

export interface TimerInput {
  now: number;
  /** Epoch ms of the last activity, or null when unknown. */
  actionTime: number | null;
  /** Epoch ms of the login, or null when unknown. */
  loginTime: number | null;
  /** Alerts already shown in this session (each is shown once until activity resets it). */
  shown: ReadonlySet<TimerEvent>;
}

/**
 * What is due now, the most serious first: a logout beats an alert, the absolute limit beats the idle one.
 */
export function dueTimerEvent({ now, actionTime, loginTime, shown }: TimerInput): TimerEvent | null {
  const idle = actionTime === null ? 0 : (now - actionTime) / 1000;
  const since = loginTime === null ? 0 : (now - loginTime) / 1000;
  if (loginTime !== null && since >= FORCED_LOGOUT_S) return 'forcedLogout';
  if (actionTime !== null && idle >= IDLE_LOGOUT_S) return 'idleLogout';
  if (loginTime !== null && since >= FORCED_ALERT_S && !shown.has('forcedAlert')) return 'forcedAlert';
  if (actionTime !== null && idle >= IDLE_ALERT_S && !shown.has('idleAlert')) return 'idleAlert';
  return null;
}

/** On page load: a session whose last action is older than the idle limit is over. */
export function isStale(now: number, actionTime: number | null): boolean {
  return actionTime !== null && (now - actionTime) / 1000 > IDLE_LOGOUT_S;
}
