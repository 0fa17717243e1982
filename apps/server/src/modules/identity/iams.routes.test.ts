import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  IAMS,
  RETURN_PATH,
  USERS,
  bearer,
  cookieOf,
  loginThrough,
  returnedQuery,
  throughSandbox,
} from '../../../test/identity-helpers.ts';

const DIGEST = createHash('sha256').update('dispute form of ticket 600000017').digest('hex');

describe('iAM Smart re-authentication, signing and ID authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  /** Starts a trip for a logged-in user and approves it in the sandbox as `pick`. */
  async function trip(
    token: string,
    body: Record<string, unknown>,
    pick: string,
    action: 'approve' | 'cancel' = 'approve',
  ) {
    const started = await t.app.inject({
      method: 'POST',
      url: `${IAMS}/re-auth`,
      headers: bearer(token),
      payload: { redirectURI: RETURN_PATH, ...body },
    });
    expect(started.statusCode, started.body).toBe(200);
    const url = started.json().data.url as string;
    const back = returnedQuery(await throughSandbox(t.app, url, pick, action));
    return { cookie: cookieOf(started), back, url };
  }
  const verify = (token: string, cookie: string, back: URLSearchParams) =>
    t.app.inject({
      method: 'GET',
      url: `${IAMS}/verify?${back}`,
      headers: { ...bearer(token), cookie },
    });

  it('when the holder signs a document, then verify answers the signature over that digest', async () => {
    const { token } = await loginThrough(t.app, 'IAMSMART', 'HKID A1234563');
    const { cookie, back } = await trip(token, { purpose: 'SIGN', documentDigest: DIGEST }, 'HKID A1234563');
    const response = await verify(token, cookie, back);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ verified: true, purpose: 'SIGN', documentDigest: DIGEST });
    expect(response.json().data.signature).toMatch(/^[\w-]{43}$/);
  });

  it('when someone else approves the re-authentication, then it does not count', async () => {
    const { token } = await loginThrough(t.app, 'IAMSMART', 'HKID A1234563');
    const { cookie, back } = await trip(token, { purpose: 'REAUTH' }, 'HKID B2345674');
    const response = await verify(token, cookie, back);
    expect(response.json().code).toBe('IDN-E-0007');
  });

  it('when the holder cancels the re-authentication, then verify says it was cancelled', async () => {
    const { token } = await loginThrough(t.app, 'IAMSMART', 'HKID A1234563');
    const { cookie, back } = await trip(token, { purpose: 'REAUTH' }, 'HKID A1234563', 'cancel');
    expect((await verify(token, cookie, back)).json().code).toBe('IDN-E-0006');
  });

  it('when another session tries to use the result, then it is refused', async () => {
    const mine = await loginThrough(t.app, 'IAMSMART', 'HKID A1234563');
    const other = await loginThrough(t.app, 'IAMSMART', 'HKID A1234563');
    const { cookie, back } = await trip(mine.token, { purpose: 'REAUTH' }, 'HKID A1234563');
    expect((await verify(other.token, cookie, back)).json().code).toBe('IDN-E-0007');
  });

  it('when signing is asked without a digest, then the request is invalid', async () => {
    const { token } = await loginThrough(t.app, 'IAMSMART', 'HKID A1234563');
    const response = await t.app.inject({
      method: 'POST',
      url: `${IAMS}/re-auth`,
      headers: bearer(token),
      payload: { redirectURI: RETURN_PATH, purpose: 'SIGN' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('when a blank DSL account authenticates with iAM Smart, then it is linked to the holder’s record', async () => {
    const dsl = await loginThrough(t.app, 'DSL', 'dsl-level1');
    const { cookie, back } = await trip(dsl.token, { purpose: 'REGISTER' }, 'HKID C3456785');
    const response = await t.app.inject({
      method: 'POST',
      url: `${IAMS}/register`,
      headers: { ...bearer(dsl.token), cookie },
      payload: { code: back.get('code'), state: back.get('state') },
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = await t.app.inject({
      method: 'POST',
      url: `${USERS}/users/user/profile`,
      headers: bearer(response.json().data.token),
      payload: {},
    });
    expect(profile.json().data).toMatchObject({ name: 'LEE KA YAN', roleType: 'OD' });
  });

  it('when the page polls a request, then it sees where the holder is', async () => {
    const started = await t.app.inject({
      method: 'GET',
      url: `${IAMS}/login?redirectURI=${encodeURIComponent(RETURN_PATH)}`,
    });
    const url = started.json().data.url as string;
    const state = new URL(url, 'http://x').searchParams.get('state')!;
    const poll = async () =>
      (await t.app.inject({ method: 'GET', url: `${IAMS}/polling?state=${state}` })).json().data.status;
    expect(await poll()).toBe('UNKNOWN');
    await t.app.inject({ method: 'GET', url });
    expect(await poll()).toBe('PENDING');
    await throughSandbox(t.app, url, 'HKID A1234563', 'cancel');
    expect(await poll()).toBe('CANCELLED');
  });
});

describe('the sandbox pages and outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when a query value carries markup, then the sandbox page shows it escaped', async () => {
    const evil = `${'s'.repeat(20)}"><script>alert(1)</script>`;
    const response = await t.app.inject({
      method: 'GET',
      url: `/sandbox/iamsmart/authorize?clientId=eticket-portal&lang=zh-CN&redirectURI=${encodeURIComponent(RETURN_PATH)}&state=${encodeURIComponent(evil)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('<html lang="zh-Hans-CN">');
    expect(response.body).toContain('<legend>');
  });

  it('when the outbox is opened, then it lists what was sent, as HTML or JSON', async () => {
    const html = await t.app.inject({ method: 'GET', url: '/sandbox/outbox' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('<caption>');
    const json = await t.app.inject({
      method: 'GET',
      url: '/sandbox/outbox',
      headers: { accept: 'application/json' },
    });
    expect(json.json()).toMatchObject({ code: '0', data: expect.any(Array) });
  });
});
