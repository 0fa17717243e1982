import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  RETURN_PATH,
  USERS,
  bearer,
  cookieOf,
  loginThrough,
  returnedQuery,
  throughSandbox,
} from '../../../test/identity-helpers.ts';

describe('ID authentication of a DSL login through iAM Smart: /sso/iamSmart/login and /register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  const start = (token: string, redirectURI = RETURN_PATH) =>
    t.app.inject({
      method: 'POST',
      url: `${USERS}/sso/iamSmart/login`,
      headers: bearer(token),
      payload: { redirectURI },
    });
  /** Starts the round trip for `token` and answers it in the sandbox as `pick`. */
  async function trip(token: string, pick: string, action: 'approve' | 'cancel' = 'approve') {
    const started = await start(token);
    expect(started.statusCode, started.body).toBe(200);
    const url = started.json().data.url as string;
    expect(url.startsWith('/sandbox/iamsmart/authorize?')).toBe(true);
    expect(url).toContain('scope=REGISTER');
    const back = returnedQuery(await throughSandbox(t.app, url, pick, action));
    return { cookie: cookieOf(started), back };
  }
  const register = (token: string, cookie: string, back: URLSearchParams, extra = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${USERS}/sso/iamSmart/register`,
      headers: { ...bearer(token), cookie },
      payload: {
        state: back.get('state'),
        ...(back.get('code') ? { code: back.get('code') } : { error: back.get('error') }),
        ...extra,
      },
    });
  const profileOf = (token: string) =>
    t.app.inject({ method: 'POST', url: `${USERS}/users/user/profile`, headers: bearer(token), payload: {} });

  it('when a DSL login approves as an HKID holder, then its account gets the record and a new session replaces the old', async () => {
    const dsl = await loginThrough(t.app, 'DSL', 'dsl-level1');
    const { cookie, back } = await trip(dsl.token, 'HKID C3456785');
    const response = await register(dsl.token, cookie, back);
    expect(response.statusCode, response.body).toBe(200);
    const fresh = response.json().data;
    expect(fresh).toMatchObject({ authType: 'DSL', ssoLevel: 1 });
    expect((await profileOf(fresh.token)).json().data).toMatchObject({ name: 'LEE KA YAN', roleType: 'OD' });
    expect((await profileOf(dsl.token)).statusCode).toBe(401);
  });

  it('when the account already has a record, then starting is refused before any round trip', async () => {
    const holder = await loginThrough(t.app, 'IAMSMART', 'HKID A1234563');
    const response = await start(holder.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('IDN-E-0109');
  });

  it('when the holder cancels in iAM Smart, then register says it was cancelled and the account stays blank', async () => {
    const dsl = await loginThrough(t.app, 'DSL', 'dsl-level2');
    const { cookie, back } = await trip(dsl.token, 'HKID B2345674', 'cancel');
    const response = await register(dsl.token, cookie, back);
    expect(response.json().code).toBe('IDN-E-0006');
    const alert = await t.app.inject({
      method: 'POST',
      url: `${USERS}/users/user/alertStatus`,
      headers: bearer(dsl.token),
      payload: {},
    });
    expect(alert.json().data.blankAccount).toBe('Y');
  });

  it('when another session sends the code and state of someone else’s round trip, then it is refused', async () => {
    const mine = await loginThrough(t.app, 'DSL', 'dsl-level3');
    const other = await loginThrough(t.app, 'DSL', 'dsl-level4');
    const { cookie, back } = await trip(mine.token, 'HKID D4567896');
    const response = await register(other.token, cookie, back);
    expect(response.json().code).toBe('IDN-E-0007');
    expect((await profileOf(other.token)).json().data.roleType).toBe('EMPTY');
  });

  it('when the record already opens through another login, then the caller must confirm, in a new round trip', async () => {
    await loginThrough(t.app, 'IAMSMART', 'HKID E5678907');
    const dsl = await loginThrough(t.app, 'DSL', 'dsl-level2');
    const first = await trip(dsl.token, 'HKID E5678907');
    const refused = await register(dsl.token, first.cookie, first.back);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IDN-E-0108');
    const second = await trip(dsl.token, 'HKID E5678907');
    const confirmed = await register(dsl.token, second.cookie, second.back, { confirmReplace: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await profileOf(confirmed.json().data.token)).json().data.name).toBe('CHEUNG CHI KEUNG');
  });

  it('when the return address is off the portal, then starting is refused', async () => {
    const dsl = await loginThrough(t.app, 'DSL', 'dsl-level1');
    const response = await start(dsl.token, 'https://evil.example.com/portal/iamsmart/reauthcallback');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('IDN-E-0004');
  });
});
