import { vi } from 'vitest';
import { currentUser } from '../../../test/current-user.ts';

/** Shared answers of the registration page tests; only fetch (the network edge) is replaced. */
export const UUID = '4c1f2a3b-5d6e-4f70-8a9b-0c1d2e3f4a5b';
export const fetchMock = vi.fn<typeof fetch>();
export const ok = (data: unknown) => Response.json({ code: '0', message: '', data });
export const refusal = (code: string, status: number, message = 'refused') =>
  Response.json({ code, message, data: null }, { status });
export const callsTo = (path: string) => fetchMock.mock.calls.filter(([u]) => String(u).includes(path));
export const bodiesOf = (path: string) => callsTo(path).map(([, init]) => JSON.parse(String(init!.body)));

export const USER = currentUser({ name: 'HO WING KEI', roleType: 'EMPTY' });

/** Logged in now: a login time in the past would let the session timers end the new session mid-test. */
export const TOKENS = {
  token: 'linked-token',
  refreshToken: 'refresh',
  authType: 'DSL',
  ssoLevel: 2,
  loginTime: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 7_200_000).toISOString(),
  accessTokenExpiresIn: 600,
  idleTimeoutSeconds: 1500,
};
