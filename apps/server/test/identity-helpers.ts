import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { users } from '../src/modules/accounts/accounts.table.ts';
import { tdPersons } from '../src/sandbox/transport/transport.table.ts';

/** Helpers that drive the login flows over HTTP exactly as a browser and the web client would. */

export const IAMS = '/rest/iams/api/v1/publ/iams';
export const USERS = '/rest/users/api/v1/publ';
export const RETURN_PATH = '/portal/login/callback';

export interface Tokens {
  token: string;
  refreshToken: string;
  authType: string;
}

export function bearer(token: string, agentId?: number | string): Record<string, string> {
  return { authorization: `Bearer ${token}`, ...(agentId === undefined ? {} : { agentid: String(agentId) }) };
}

/** The login-binding cookie a response set, as a Cookie header value. */
export function cookieOf(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const first = Array.isArray(raw) ? raw[0] : raw;
  expect(first, 'a login binding cookie').toBeTruthy();
  return String(first).split(';')[0]!;
}

/** Follows the sandbox: opens the provider page, picks the choice whose label contains `pick`, answers. */
export async function throughSandbox(
  app: FastifyInstance,
  url: string,
  pick: string,
  action: 'approve' | 'cancel' | 'timeout' = 'approve',
) {
  const pageResponse = await app.inject({ method: 'GET', url });
  expect(pageResponse.statusCode).toBe(200);
  const html = pageResponse.body;
  const requestId = /name="requestId" value="([^"]+)"/.exec(html)?.[1];
  const field = url.startsWith('/sandbox/iamsmart') ? 'personId' : 'accountId';
  const choice = new RegExp(`name="${field}" value="(\\d+)"[^>]*> [^<]*${pick}`).exec(html)?.[1];
  expect(requestId && choice, `sandbox page offers ${pick}`).toBeTruthy();
  const form = new URLSearchParams({ requestId: requestId!, action, [field]: choice! });
  return app.inject({
    method: 'POST',
    url: url.split('?')[0]!,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** The query of the address the provider sent the browser back to. */
export function returnedQuery(response: LightMyRequestResponse): URLSearchParams {
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  expect(location.startsWith(`${RETURN_PATH}?`)).toBe(true);
  return new URL(location, 'http://localhost').searchParams;
}

/** Starts a login: iAM Smart by default, DSL with `level`. Answers the provider URL and the cookie. */
export async function startLogin(app: FastifyInstance, provider: 'IAMSMART' | 'DSL', level = '1') {
  const url =
    provider === 'IAMSMART'
      ? `${IAMS}/login?source=PC_Browser&redirectURI=${encodeURIComponent(RETURN_PATH)}`
      : `${USERS}/sso/url?redirectUri=${encodeURIComponent(RETURN_PATH)}&level=${level}`;
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return { url: response.json().data.url as string, cookie: cookieOf(response) };
}

/** The whole round trip to a session: login address, provider page, approve, token exchange. */
export async function loginThrough(
  app: FastifyInstance,
  provider: 'IAMSMART' | 'DSL',
  pick: string,
  level = '1',
): Promise<Tokens> {
  const { url, cookie } = await startLogin(app, provider, level);
  const back = returnedQuery(await throughSandbox(app, url, pick));
  const response = await app.inject({
    method: 'POST',
    url: `${USERS}/login/token`,
    headers: { cookie },
    payload: { code: back.get('code'), state: back.get('state') },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The demo-mode quick login, for tests about something other than the login itself. */
export async function quickLogin(app: FastifyInstance, idNo: string): Promise<Tokens> {
  const response = await app.inject({ method: 'POST', url: `${USERS}/login/token-tmp`, payload: { idNo } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/**
 * Request headers of demo people acting in their personal role or in one of their agent or company roles
 * (`UAG`, `OAD`, `OAG`): each person logs in once, through the quick login, per returned function.
 */
export function roleHeaders(app: FastifyInstance) {
  const tokens = new Map<string, { token: string; agentId?: number }>();
  return async (idNo: string, role?: 'UAG' | 'OAD' | 'OAG') => {
    const key = `${idNo}:${role ?? ''}`;
    let found = tokens.get(key);
    if (!found) {
      const { token } = await quickLogin(app, idNo);
      let agentId: number | undefined;
      if (role) {
        const profile = await app.inject({
          method: 'POST',
          url: `${USERS}/users/user/profile`,
          headers: bearer(token),
          payload: {},
        });
        agentId = (profile.json().data.roleList as { roleType: string; agentId: number }[]).find(
          (r) => r.roleType === role,
        )!.agentId;
      }
      found = { token, ...(agentId !== undefined ? { agentId } : {}) };
      tokens.set(key, found);
    }
    return bearer(found.token, found.agentId);
  };
}

/** The latest OTP the outbox holds for a recipient. */
export async function lastOtp(app: FastifyInstance, recipient: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/sandbox/outbox?format=json&recipient=${encodeURIComponent(recipient)}`,
  });
  const code = /\b(\d{6})\b/.exec(response.json().data[0]?.body ?? '')?.[1];
  expect(code, `an OTP sent to ${recipient}`).toBeTruthy();
  return code!;
}

/**
 * A DSL login (ID-card login, level 2) whose account is then linked by OTP to the Transport Department
 * record `idNo` (moving the login there if the record already has an account): a registered DSL user.
 */
export async function registeredDslUser(
  app: FastifyInstance,
  pick: string,
  idNo: string,
  recipient: string,
): Promise<Tokens> {
  const dsl = await loginThrough(app, 'DSL', pick, '2');
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `${USERS}${url}`, headers: bearer(dsl.token), payload });
  const { uuid } = (await post('/sso/valid-info', { idType: 'HKID', idNo })).json().data;
  expect((await post('/sso/otp-send', { uuid })).statusCode).toBe(200);
  const otp = await lastOtp(app, recipient);
  const done = await post('/sso/otp-validate/register', { uuid, otp, confirmReplace: true });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data;
}

/** A complete production environment for tests (every secret production mode requires). */
export const PRODUCTION_ENV: Record<string, string> = {
  APP_MODE: 'production',
  SESSION_SECRET: 'p'.repeat(40),
  CAPTCHA_SECRET: 'c'.repeat(40),
  PAY_GATEWAY_SECRET: 'g'.repeat(40),
  PAY_GATEWAY_URL: 'https://gateway.example.com/api',
  TRANSPORT_ADAPTER: 'sandbox',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
};

/** The portal user of a demo person (by identity document no.), once he has logged in. */
export async function userIdOf(db: Database, idNo: string): Promise<string> {
  const [row] = await db
    .select({ userId: users.id })
    .from(users)
    .innerJoin(tdPersons, eq(tdPersons.id, users.tdPersonId))
    .where(eq(tdPersons.idNo, idNo));
  return row!.userId;
}
