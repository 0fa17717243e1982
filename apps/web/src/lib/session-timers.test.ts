import { describe, expect, it } from 'vitest';
import { dueTimerEvent, isStale, type TimerEvent } from './session-timers.ts';

const S = 1000;
const login = 1_000_000;

function due(idleS: number, sinceLoginS: number, shown: TimerEvent[] = []) {
  const now = login + sinceLoginS * S;
  return dueTimerEvent({ now, actionTime: now - idleS * S, loginTime: login, shown: new Set(shown) });
}

describe('session timers', () => {
  it.each<[number, number, TimerEvent[], TimerEvent | null]>([
    [0, 0, [], null],
    [1199, 1199, [], null],
    [1200, 1200, [], 'idleAlert'],
    [1200, 1200, ['idleAlert'], null],
    [1499, 1499, ['idleAlert'], null],
    [1500, 1500, ['idleAlert'], 'idleLogout'],
    [0, 5999, [], null],
    [0, 6000, [], 'forcedAlert'],
    [0, 6000, ['forcedAlert'], null],
    [1300, 6000, [], 'forcedAlert'],
    [0, 7199, ['forcedAlert'], null],
    [0, 7200, ['forcedAlert'], 'forcedLogout'],
    [1600, 7300, [], 'forcedLogout'],
  ])('when idle %i s and %i s since login (shown %j), then %j is due', (idle, since, shown, expected) => {
    expect(due(idle, since, shown)).toBe(expected);
  });

  it('when the login time is unknown, then only the idle timers run', () => {
    expect(dueTimerEvent({ now: 9e12, actionTime: 9e12, loginTime: null, shown: new Set() })).toBeNull();
  });

  it.each([
    [1500, false],
    [1501, true],
  ])('when the last action was %i s before the page loaded, then stale is %s', (ago, expected) => {
    expect(isStale(login, login - ago * S)).toBe(expected);
  });

  it('when there was no action time, then the session is not stale', () => {
    expect(isStale(login, null)).toBe(false);
  });
});
