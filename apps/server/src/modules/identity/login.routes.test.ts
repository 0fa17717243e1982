import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  IAMS,
  RETURN_PATH,
  USERS,
  bearer,
  loginThrough,
  returnedQuery,
  startLogin,
  throughSandbox,
} from '../../../test/identity-helpers.ts';
import { decide, openRequest } from '../../sandbox/idp/idp.service.ts';
import { loadConfig } from '../../config.ts';

describe('login through the sandbox identity providers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  const exchange = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${USERS}/login/token`,
      headers: cookie ? { cookie } : {},
      payload,
    });

  it('when a holder approves in iAM Smart, then the code becomes a session and the profile shows the owner', async () => {
    const tokens = await loginThrough(t.app, 'IAMSMART', 'HKID A1234563');
    expect(tokens.authType).toBe('IAMSMART');
    const profile = await t.app.inject({
      method: 'POST',
      url: `${USERS}/users/profile`,
      headers: bearer(tokens.token),
      payload: {},
    });
    expect(profile.statusCode).toBe(200);
    // One's own name is shown in full to oneself (the header); other people's names stay masked.
    expect(profile.json().data).toMatchObject({
      name: 'CHAN TAI MAN',
      gender: 'M',
      carOwner: true,
      driver: false,
    });
  });

  it('when the login address is asked in Chinese, then the provider page opens in that language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${IAMS}/login?source=PC_Browser&redirectURI=${encodeURIComponent(RETURN_PATH)}`,
      headers: { 'accept-language': 'zh-HK' },
    });
    const url = response.json().data.url as string;
    expect(url).toContain('lang=zh-HK');
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('lang="zh-Hant-HK"');
    expect(page.body).toContain('批准');
  });

  it('when a code is exchanged twice, then the second exchange is refused', async () => {
    const { url, cookie } = await startLogin(t.app, 'IAMSMART');
    const back = returnedQuery(await throughSandbox(t.app, url, 'HKID B2345674'));
    const payload = { code: back.get('code'), state: back.get('state') };
    expect((await exchange(cookie, payload)).statusCode).toBe(200);
    const again = await exchange(cookie, payload);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('IDN-E-0003');
  });

  it('when the code and state arrive from another browser (no binding cookie), then they are refused', async () => {
    const { url } = await startLogin(t.app, 'IAMSMART');
    const back = returnedQuery(await throughSandbox(t.app, url, 'HKID B2345674'));
    const response = await exchange(undefined, { code: back.get('code'), state: back.get('state') });
    expect(response.json().code).toBe('IDN-E-0003');
  });

  it('when the holder cancels, then the browser returns with error=cancelled and the exchange says so clearly', async () => {
    const { url, cookie } = await startLogin(t.app, 'IAMSMART');
    const back = returnedQuery(await throughSandbox(t.app, url, 'HKID A1234563', 'cancel'));
    expect(back.get('error')).toBe('cancelled');
    expect(back.get('code')).toBeNull();
    const response = await exchange(cookie, { state: back.get('state'), error: 'cancelled' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'IDN-E-0001',
      message: 'Login was cancelled. You have not been logged in.',
    });
  });

  it('when the holder lets the request time out, then the exchange reports a timeout', async () => {
    const { url, cookie } = await startLogin(t.app, 'IAMSMART');
    const back = returnedQuery(await throughSandbox(t.app, url, 'HKID A1234563', 'timeout'));
    expect(back.get('error')).toBe('timeout');
    const response = await exchange(cookie, { state: back.get('state'), error: 'timeout' });
    expect(response.json().code).toBe('IDN-E-0002');
  });

  it('when a DSL account of enough level logs in, then it gets a session on a blank account', async () => {
    const tokens = await loginThrough(t.app, 'DSL', 'dsl-level3', '2');
    expect(tokens.authType).toBe('DSL');
    const alert = await t.app.inject({
      method: 'POST',
      url: `${USERS}/users/user/alertStatus`,
      headers: bearer(tokens.token),
      payload: {},
    });
    expect(alert.json().data).toMatchObject({
      blankAccount: 'Y',
      alertStatus: '2',
      blankAccountReadFlag: 'N',
    });
  });

  it('when the same DSL account logs in again, then it opens the same account', async () => {
    const uid = async (token: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `${USERS}/users/profile`,
          headers: bearer(token),
          payload: {},
        })
      ).json().data.uid;
    const first = await loginThrough(t.app, 'DSL', 'dsl-level1');
    const second = await loginThrough(t.app, 'DSL', 'dsl-level1');
    expect(await uid(first.token)).toBe(await uid(second.token));
  });

  it('when a DSL account is below the level asked for, then the DSL page refuses it with the level message', async () => {
    const { url } = await startLogin(t.app, 'DSL', '2');
    const response = await throughSandbox(t.app, url, 'dsl-level1');
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Digital Services Logon account level is too low');
  });

  it('when a code for a too-low DSL account reaches the portal anyway, then the portal refuses it too', async () => {
    const { url, cookie } = await startLogin(t.app, 'DSL', '2');
    const query = new URL(url, 'http://x').searchParams;
    // A provider that forgot its own check: the request is recorded as if level 1 had been asked.
    const request = await openRequest(t.database.db, {
      provider: 'DSL',
      purpose: 'LOGIN',
      clientState: query.get('state')!,
      redirectUri: RETURN_PATH,
      lang: 'en-US',
      requestedLevel: 1,
    });
    const account = (await t.app.inject({ method: 'GET', url })).body.match(
      /value="(\d+)"[^>]*> [^<]*dsl-level1/,
    )![1];
    const { location } = await decide(t.database.db, loadConfig({}), request.id, {
      action: 'approve',
      dslAccountId: Number(account),
    });
    const back = new URL(location, 'http://x').searchParams;
    const response = await exchange(cookie, { code: back.get('code'), state: back.get('state') });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('IDN-E-0005');
  });

  it.each([
    'https://evil.example.com/portal/x',
    '//evil.example.com/portal/x',
    '/\\evil.example.com/portal',
    '/sandbox/outbox',
    '/portal/../sandbox/outbox',
    'javascript:alert(1)',
  ])('when the return address is %s, then the login is refused before anything starts', async (redirect) => {
    for (const url of [
      `${IAMS}/login?source=PC_Browser&redirectURI=${encodeURIComponent(redirect)}`,
      `${USERS}/sso/url?redirectUri=${encodeURIComponent(redirect)}&level=1`,
      `/sandbox/iamsmart/authorize?clientId=eticket-portal&state=${'s'.repeat(43)}&redirectURI=${encodeURIComponent(redirect)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('IDN-E-0004');
    }
  });

  it('when the return address is an absolute URL of this very origin, then it is accepted as its path', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${IAMS}/login?redirectURI=${encodeURIComponent('http://localhost:80/portal/login/callback')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.url).toContain(encodeURIComponent('/portal/login/callback'));
  });

  it('when the quick test login is used in demo mode, then it opens the demo person’s account', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${USERS}/login/token-tmp`,
      payload: { idNo: 'A1234563' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.authType).toBe('TEST');
  });
});
