import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  RETURN_PATH,
  USERS,
  bearer,
  cookieOf,
  returnedQuery,
  startLogin,
  throughSandbox,
} from '../../../test/identity-helpers.ts';

describe('the DSL login of the users service: /sso/url-tmp and /sso/token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  const devUrl = (level: string, lang = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `${USERS}/sso/url-tmp?redirectUri=${encodeURIComponent(RETURN_PATH)}&level=${level}`,
      headers: { 'accept-language': lang },
    });
  const ssoToken = (cookie: string | undefined, payload: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `${USERS}/sso/token`,
      headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
      payload,
    });

  it('when a DSL account approves on the dev SSO page, then /sso/token makes it a DSL session of that level', async () => {
    const started = await devUrl('2', 'zh-HK');
    expect(started.statusCode, started.body).toBe(200);
    const url = started.json().data.url as string;
    expect(url.startsWith('/sandbox/dsl/authorize?')).toBe(true);
    expect(url).toContain('lang=zh-HK');
    const back = returnedQuery(await throughSandbox(t.app, url, 'dsl-level3'));
    const response = await ssoToken(cookieOf(started), { code: back.get('code'), state: back.get('state') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ authType: 'DSL', ssoLevel: 2 });
    const profile = await t.app.inject({
      method: 'POST',
      url: `${USERS}/users/user/alertStatus`,
      headers: bearer(response.json().data.token),
      payload: {},
    });
    expect(profile.json().data).toMatchObject({ blankAccount: 'Y', alertStatus: '2' });
  });

  it('when the code of an iAM Smart login is sent to /sso/token, then it is refused in the caller’s language and used up', async () => {
    const { url, cookie } = await startLogin(t.app, 'IAMSMART');
    const back = returnedQuery(await throughSandbox(t.app, url, 'HKID A1234563'));
    const payload = { code: back.get('code'), state: back.get('state') };
    const refused = await ssoToken(cookie, payload, 'zh-HK');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'IDN-E-0009',
      message: '此登入並非經數碼服務登入進行，請重新開始登入。',
    });
    expect(refused.json().data ?? null).toBeNull();
    // The state is used up whatever the outcome, as with every exchange: the general address refuses it too.
    const again = await t.app.inject({
      method: 'POST',
      url: `${USERS}/login/token`,
      headers: { cookie },
      payload,
    });
    expect(again.json().code).toBe('IDN-E-0003');
  });

  it('when the DSL account cancels, then /sso/token says so in simplified Chinese', async () => {
    const { url, cookie } = await startLogin(t.app, 'DSL');
    const back = returnedQuery(await throughSandbox(t.app, url, 'dsl-level1', 'cancel'));
    const response = await ssoToken(cookie, { state: back.get('state'), error: 'cancelled' }, 'zh-CN');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'IDN-E-0001', message: '登录已取消，你尚未登录。' });
  });

  it('when the code and state arrive from another browser, then /sso/token refuses them without naming the provider', async () => {
    const { url } = await startLogin(t.app, 'IAMSMART');
    const back = returnedQuery(await throughSandbox(t.app, url, 'HKID B2345674'));
    const response = await ssoToken(undefined, { code: back.get('code'), state: back.get('state') });
    expect(response.json().code).toBe('IDN-E-0003');
  });

  it('when /sso/url-tmp is given a return address off the portal, then it is refused', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${USERS}/sso/url-tmp?redirectUri=${encodeURIComponent('https://evil.example.com/portal/')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('IDN-E-0004');
  });

  it('when /login or /auth is called on the users service, then no such address exists', async () => {
    for (const method of ['GET', 'POST'] as const) {
      for (const path of ['/login', '/auth']) {
        const response = await t.app.inject({ method, url: `${USERS}${path}`, payload: {} });
        expect(response.statusCode, `${method} ${path}`).toBe(404);
      }
    }
  });
});
