import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getAgentId,
  getSession,
  getToken,
  resetSessionCache,
  savedAt,
  setSession,
  touchActionTime,
} from './session.ts';

beforeEach(() => {
  sessionStorage.clear();
  resetSessionCache();
  vi.useRealTimers();
});

describe('session store', () => {
  it('when a value is set, then it is kept in session storage with the time it was saved', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(123_456);
    setSession('uid', 'U1');
    expect(JSON.parse(sessionStorage.getItem('eticket.uid')!)).toEqual({ value: 'U1', savedAt: 123_456 });
    expect(savedAt('uid')).toBe(123_456);
  });

  it('when the page reloads, then values are read back from session storage', () => {
    setSession('userInfo', { name: 'CHAN Tai Man', agentId: 0 });
    resetSessionCache();
    expect(getSession('userInfo')).toEqual({ name: 'CHAN Tai Man', agentId: 0 });
  });

  it('when storage holds something unreadable, then the value counts as absent', () => {
    sessionStorage.setItem('eticket.token', '{not json');
    expect(getToken()).toBeNull();
  });

  it('when the token is an empty string, then there is no token', () => {
    setSession('token', '');
    expect(getToken()).toBeNull();
  });

  it('when the session is cleared, then every value goes', () => {
    setSession('token', 't');
    setSession('loginTime', 1);
    setSession('accountFlag', 'Y');
    clearSession();
    expect([getToken(), getSession('loginTime'), getSession('accountFlag')]).toEqual([null, null, null]);
    expect(sessionStorage.length).toBe(0);
  });

  it.each<[unknown, string | null]>([
    [undefined, null],
    [0, null],
    ['0', null],
    ['', null],
    [12, '12'],
    ['A7', 'A7'],
  ])('when userInfo.agentId is %j, then the agent header value is %j', (agentId, expected) => {
    setSession('userInfo', { agentId: agentId as number });
    expect(getAgentId()).toBe(expected);
  });

  it('when activity is stamped without a token, then nothing is stored', () => {
    touchActionTime(5000);
    expect(getSession('actionTime')).toBeNull();
  });

  it('when activity is stamped twice within a second, then only the first counts', () => {
    setSession('token', 't');
    touchActionTime(5000);
    touchActionTime(5999);
    expect(getSession('actionTime')).toBe(5000);
    touchActionTime(6000);
    expect(getSession('actionTime')).toBe(6000);
  });
});
