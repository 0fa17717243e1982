import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { startFakeProvider, type FakeProvider } from '../../../test/oidc-fake-provider.ts';
import { IAMS, RETURN_PATH, USERS, cookieOf } from '../../../test/identity-helpers.ts';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '../../sandbox/idp/idp.oidc.service.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthorizeRequest, IdentityProviders, Provider } from './identity-provider.port.ts';
import { oidcIdentityProvider } from './oidc-identity.adapter.ts';

const DIGEST = createHash('sha256').update('dispute form of ticket 600000017').digest('hex');
const KEY = new Uint8Array(randomBytes(32));

/**
 * The OpenID Connect adapter against the sandbox providers served over HTTP by a real server on port 0, and
 * against a provider that misbehaves (test/oidc-fake-provider.ts).
 */
describe('identity providers over OpenID Connect', () => {
  let provider: TestApp;
  let base: string;
  let fake: FakeProvider;
  const state = () => randomBytes(32).toString('base64url');

  function adapter(
    p: Provider,
    issuer = `${base}/sandbox/${p === 'IAMSMART' ? 'iamsmart' : 'dsl'}`,
    secret = SANDBOX_CLIENT_SECRET,
  ) {
    return oidcIdentityProvider(
      p,
      { issuer, clientId: SANDBOX_CLIENT_ID, clientSecret: secret, redirectBaseUrl: base },
      { timeoutMs: 1000, pkceKey: async () => KEY },
    );
  }
  const request = (p: Provider, s: string, extra: Partial<AuthorizeRequest> = {}): AuthorizeRequest => ({
    provider: p,
    purpose: 'LOGIN',
    state: s,
    redirectUri: RETURN_PATH,
    lang: 'en-US',
    ...(p === 'DSL' ? { level: 1 } : {}),
    ...extra,
  });

  /** The browser leg over HTTP: opens the provider page, picks `pick`, approves; answers the return query. */
  async function approve(url: string, pick: string, action = 'approve') {
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    const requestId = /name="requestId" value="([^"]+)"/.exec(html)?.[1];
    const field = url.includes('/sandbox/iamsmart') ? 'personId' : 'accountId';
    const choice = new RegExp(`name="${field}" value="(\\d+)"[^>]*> [^<]*${pick}`).exec(html)?.[1];
    expect(requestId && choice, `the provider page offers ${pick}`).toBeTruthy();
    const answer = await fetch(url.split('?')[0]!, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ requestId: requestId!, action, [field]: choice! }).toString(),
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location')!, base).searchParams;
  }

  async function roundTrip(
    ports: IdentityProviders,
    p: Provider,
    pick: string,
    extra: Partial<AuthorizeRequest> = {},
  ) {
    const s = state();
    const url = await ports.authorizeUrl(request(p, s, extra));
    const back = await approve(url, pick);
    expect(back.get('state')).toBe(s);
    return { state: s, code: back.get('code')!, url: new URL(url) };
  }

  beforeAll(async () => {
    provider = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
    await provider.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(provider.app.server.address() as AddressInfo).port}`;
    fake = await startFakeProvider(SANDBOX_CLIENT_ID);
  });
  afterAll(async () => {
    await fake?.close();
    await provider?.close();
  });

  it('when a client discovers a sandbox provider, then it publishes its endpoints and signing key', async () => {
    const discovery = (await (
      await fetch(`${base}/sandbox/iamsmart/.well-known/openid-configuration`)
    ).json()) as { jwks_uri: string };
    expect(discovery).toMatchObject({
      issuer: `${base}/sandbox/iamsmart`,
      authorization_endpoint: `${base}/sandbox/iamsmart/authorize`,
      token_endpoint: `${base}/sandbox/iamsmart/token`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256' })]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('when an iAM Smart holder approves, then the code redeemed over HTTP gives verified claims', async () => {
    const iams = adapter('IAMSMART');
    const { state: s, code, url } = await roundTrip(iams, 'IAMSMART', 'HKID A1234563');
    expect(url.pathname).toBe('/sandbox/iamsmart/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const assertion = await iams.redeem('IAMSMART', code, { state: s, redirectUri: RETURN_PATH });
    expect(assertion).toMatchObject({
      provider: 'IAMSMART',
      idNo: 'A1234563',
      subject: expect.stringMatching(/^IAMS-/),
    });
    // A code works once.
    expect(await iams.redeem('IAMSMART', code, { state: s, redirectUri: RETURN_PATH })).toBeNull();
  });

  it('when a DSL account approves, then its name and level come in the ID token', async () => {
    const dsl = adapter('DSL');
    const { state: s, code } = await roundTrip(dsl, 'DSL', 'level 3', { level: 2 });
    const assertion = await dsl.redeem('DSL', code, { state: s, redirectUri: RETURN_PATH });
    expect(assertion).toMatchObject({ provider: 'DSL', level: 3, subject: expect.stringMatching(/^DSL-/) });
    expect(assertion?.displayName).toBe('SMITH John');
  });

  it('when the code is redeemed with another state, then the PKCE verifier does not match and it is refused', async () => {
    const iams = adapter('IAMSMART');
    const { code } = await roundTrip(iams, 'IAMSMART', 'HKID A1234563');
    expect(await iams.redeem('IAMSMART', code, { state: state(), redirectUri: RETURN_PATH })).toBeNull();
  });

  it('when the token endpoint gets a wrong verifier, a wrong return address or a wrong secret, then it refuses', async () => {
    const iams = adapter('IAMSMART');
    const token = (code: string, body: Record<string, string>, secret = SANDBOX_CLIENT_SECRET) =>
      fetch(`${base}/sandbox/iamsmart/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${SANDBOX_CLIENT_ID}:${secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${base}${RETURN_PATH}`,
          code_verifier: 'v'.repeat(43),
          ...body,
        }).toString(),
      });
    const first = await roundTrip(iams, 'IAMSMART', 'HKID A1234563');
    const wrongVerifier = await token(first.code, {});
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toEqual({ error: 'invalid_grant' });
    const second = await roundTrip(iams, 'IAMSMART', 'HKID A1234563');
    expect((await token(second.code, {}, 'x'.repeat(20))).status).toBe(401);
    expect((await token(second.code, { redirect_uri: `${base}/portal/elsewhere` })).status).toBe(400);
  });

  it('when an ID token is signed with a key the provider did not publish, then it is refused', async () => {
    const ports = adapter('IAMSMART', fake.issuer);
    const s = state();
    fake.nonce = new URL(await ports.authorizeUrl(request('IAMSMART', s))).searchParams.get('nonce')!;
    fake.mode = 'forged';
    expect(await ports.redeem('IAMSMART', 'any-code', { state: s, redirectUri: RETURN_PATH })).toBeNull();
  });

  it('when an ID token has expired or carries another nonce, then it is refused', async () => {
    const ports = adapter('IAMSMART', fake.issuer);
    const s = state();
    fake.nonce = new URL(await ports.authorizeUrl(request('IAMSMART', s))).searchParams.get('nonce')!;
    fake.mode = 'expired';
    expect(await ports.redeem('IAMSMART', 'any-code', { state: s, redirectUri: RETURN_PATH })).toBeNull();
    fake.mode = 'wrong-nonce';
    expect(await ports.redeem('IAMSMART', 'any-code', { state: s, redirectUri: RETURN_PATH })).toBeNull();
  });

  it('when the token endpoint does not answer in time or fails, then the provider is unavailable', async () => {
    const ports = adapter('IAMSMART', fake.issuer);
    const s = state();
    await ports.authorizeUrl(request('IAMSMART', s));
    for (const mode of ['silent', 'failing'] as const) {
      fake.mode = mode;
      const failure = await ports
        .redeem('IAMSMART', 'any-code', { state: s, redirectUri: RETURN_PATH })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).errorName).toBe('IDENTITY_PROVIDER_UNAVAILABLE');
    }
  });

  it('when a document is signed, then its status and signature are read over HTTP', async () => {
    const iams = adapter('IAMSMART');
    const s = state();
    const url = await iams.authorizeUrl(request('IAMSMART', s, { purpose: 'SIGN', documentDigest: DIGEST }));
    expect(await iams.status('IAMSMART', s)).toBe('UNKNOWN');
    const page = await fetch(url);
    expect(await page.text()).toContain(DIGEST);
    expect(await iams.status('IAMSMART', s)).toBe('PENDING');
    const back = await approve(url, 'HKID A1234563');
    expect(await iams.status('IAMSMART', s)).toBe('APPROVED');
    const expected = { state: s, redirectUri: RETURN_PATH, purpose: 'SIGN' as const, documentDigest: DIGEST };
    const assertion = await iams.redeem('IAMSMART', back.get('code')!, expected);
    expect(assertion?.signature).toMatch(/^[\w-]{43}$/);
  });

  it('when the signature is over another digest, then the assertion is refused', async () => {
    const iams = adapter('IAMSMART');
    const { state: s, code } = await roundTrip(iams, 'IAMSMART', 'HKID A1234563', {
      purpose: 'SIGN',
      documentDigest: DIGEST,
    });
    const expected = {
      state: s,
      redirectUri: RETURN_PATH,
      purpose: 'SIGN' as const,
      documentDigest: 'a'.repeat(64),
    };
    expect(await iams.redeem('IAMSMART', code, expected)).toBeNull();
  });

  it('when the status call is not authenticated, then the provider refuses it', async () => {
    const status = await fetch(`${base}/sandbox/dsl/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: state() }),
    });
    expect(status.status).toBe(401);
    const signature = await fetch(`${base}/sandbox/dsl/signature`, {
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(signature.status).toBe(401);
  });

  describe('a portal configured with the providers over OpenID Connect', () => {
    let portal: TestApp;
    beforeAll(async () => {
      const settings = (p: 'IAMSMART' | 'DSL', issuer: string) => ({
        [`${p}_ISSUER`]: issuer,
        [`${p}_CLIENT_ID`]: SANDBOX_CLIENT_ID,
        [`${p}_CLIENT_SECRET`]: SANDBOX_CLIENT_SECRET,
        [`${p}_REDIRECT_BASE_URL`]: base,
      });
      portal = await startTestApp(
        {
          APP_MODE: 'demo',
          IDP_TIMEOUT_MS: '1000',
          ...settings('IAMSMART', `${base}/sandbox/iamsmart`),
          ...settings('DSL', fake.issuer),
        },
        { seedDemo: true },
      );
    });
    afterAll(async () => portal?.close());

    it('when an owner logs in with iAM Smart, then the session comes from the code redeemed over HTTP', async () => {
      const started = await portal.app.inject({
        method: 'GET',
        url: `${IAMS}/login?source=PC_Browser&redirectURI=${encodeURIComponent(RETURN_PATH)}`,
      });
      expect(started.statusCode, started.body).toBe(200);
      const url = started.json().data.url as string;
      expect(url.startsWith(`${base}/sandbox/iamsmart/authorize?`)).toBe(true);
      const back = await approve(url, 'HKID A1234563');
      const session = await portal.app.inject({
        method: 'POST',
        url: `${USERS}/login/token`,
        headers: { cookie: cookieOf(started) },
        payload: { code: back.get('code'), state: back.get('state') },
      });
      expect(session.statusCode, session.body).toBe(200);
      expect(session.json().data.authType).toBe('IAMSMART');
    });

    it('when the DSL provider does not answer, then the login says try again later, not a 500', async () => {
      fake.silentDiscovery = true;
      const response = await portal.app.inject({
        method: 'GET',
        url: `${USERS}/sso/url?redirectUri=${encodeURIComponent(RETURN_PATH)}&level=1`,
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().code).toBe('IDN-E-0008');
      fake.silentDiscovery = false;
    });
  });
});
