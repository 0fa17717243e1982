import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { sessions } from './identity.table.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { USERS, bearer, quickLogin } from '../../../test/identity-helpers.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const OWNER = 'A1234563';

function profileOf(t: TestApp, token: string) {
  return t.app.inject({ method: 'POST', url: `${USERS}/users/profile`, headers: bearer(token), payload: {} });
}
function refresh(t: TestApp, refreshToken: string) {
  return t.app.inject({ method: 'POST', url: `${USERS}/login/refresh-token`, payload: { refreshToken } });
}

describe('sessions with the default limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when a refresh token is used, then a new pair comes back and both new tokens work', async () => {
    const first = await quickLogin(t.app, OWNER);
    const response = await refresh(t, first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = response.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await profileOf(t, second.token)).statusCode).toBe(200);
    expect((await refresh(t, second.refreshToken)).statusCode).toBe(200);
  });

  it('when a used refresh token is replayed, then it is refused and the whole session is revoked', async () => {
    const first = await quickLogin(t.app, OWNER);
    const rotated = (await refresh(t, first.refreshToken)).json().data;
    const replay = await refresh(t, first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('AUTH-E-0401');
    // The thief's copy and the owner's new tokens are all dead now.
    expect((await profileOf(t, rotated.token)).statusCode).toBe(401);
    expect((await refresh(t, rotated.refreshToken)).statusCode).toBe(401);
  });

  it('when requests follow each other within a minute, then the session records the activity once a minute, not per request', async () => {
    const { token } = await quickLogin(t.app, OWNER);
    const sessionId = decodeJwt(token).sid as string;
    const db = t.database.db;
    const setLastAction = (secondsAgo: number) =>
      db.execute(
        sql`update sessions set last_action_at = now() - make_interval(secs => ${secondsAgo}) where id = ${sessionId}`,
      );
    const secondsSinceLastAction = async () => {
      const [row] = await db
        .select({ age: sql<number>`extract(epoch from now() - ${sessions.lastActionAt})::float8` })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      return Number(row!.age);
    };

    await setLastAction(30);
    expect((await profileOf(t, token)).statusCode).toBe(200);
    expect(await secondsSinceLastAction()).toBeGreaterThanOrEqual(29);

    await setLastAction(61);
    expect((await profileOf(t, token)).statusCode).toBe(200);
    expect(await secondsSinceLastAction()).toBeLessThan(5);
  });

  it('when an unknown refresh token is sent, then it is refused', async () => {
    expect((await refresh(t, 'x'.repeat(43))).statusCode).toBe(401);
  });

  it('when the user logs out, then the access and refresh tokens stop working and the redirect is given', async () => {
    const tokens = await quickLogin(t.app, OWNER);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${USERS}/sso/logout?redirectUri=${encodeURIComponent('/portal/home')}&deviceId=pc-1`,
      headers: bearer(tokens.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ redirectUrl: '/portal/home' });
    expect((await profileOf(t, tokens.token)).statusCode).toBe(401);
    expect((await refresh(t, tokens.refreshToken)).statusCode).toBe(401);
  });

  it('when logout comes without a valid session, then it still answers where to go', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${USERS}/sso/logout`,
      headers: bearer('nonsense'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.redirectUrl).toBe('/portal/');
  });

  it('when a token is forged, tampered with or absent, then the answer is the login timeout', async () => {
    const tokens = await quickLogin(t.app, OWNER);
    const [head, body, sig] = tokens.token.split('.');
    const forged = `${head}.${body}.${sig!.slice(0, -4)}AAAA`;
    for (const headers of [bearer(forged), bearer('abc'), {}, { authorization: tokens.token }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${USERS}/users/profile`,
        headers,
        payload: {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AUTH-E-0401', data: null });
    }
  });
});

describe('sessions with short limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { APP_MODE: 'demo', SESSION_IDLE_SECONDS: '2', SESSION_ABSOLUTE_SECONDS: '6' },
      { seedDemo: true },
    );
  });
  afterAll(async () => t?.close());

  it('when the session is idle longer than the idle limit, then the next request gets 401', async () => {
    const tokens = await quickLogin(t.app, OWNER);
    await sleep(2300);
    expect((await profileOf(t, tokens.token)).statusCode).toBe(401);
    expect((await refresh(t, tokens.refreshToken)).statusCode).toBe(401);
  });

  it('when activity continues past the absolute limit, then the session ends anyway', async () => {
    const loginAt = Date.now();
    let { token } = await quickLogin(t.app, OWNER);
    // Activity every second keeps the idle limit (2 s) away, well inside the absolute one (6 s).
    while (Date.now() - loginAt < 3500) {
      await sleep(1000);
      const response = await profileOf(t, token);
      expect(response.statusCode).toBe(200);
      token = (response.headers['access_token'] as string | undefined) ?? token;
    }
    await sleep(Math.max(0, loginAt + 6300 - Date.now()));
    const late = await profileOf(t, token);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('AUTH-E-0401');
  });
});

describe('access tokens with a short life', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo', ACCESS_TOKEN_SECONDS: '4' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when the access token is past half its life, then a renewed one comes back in Access_token', async () => {
    const { token } = await quickLogin(t.app, OWNER);
    const fresh = await profileOf(t, token);
    expect(fresh.headers['access_token']).toBeUndefined();
    // Token times are whole seconds, the end rounded up: the life is 4 to 5 s, so 2.6 s is past its half
    // whatever the fraction of the second it was signed in, and before its end.
    await sleep(2600);
    const later = await profileOf(t, token);
    const renewed = later.headers['access_token'] as string;
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(token);
    expect((await profileOf(t, renewed)).statusCode).toBe(200);
  });
});
