import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { listenOnLoopback } from './loopback-server.ts';

/**
 * A misbehaving OpenID Connect provider for the adapter's refusals: it publishes one key and answers the
 * token endpoint as `mode` says (an ID token signed with another key, an expired one, or no answer at all).
 */
export type FakeMode = 'forged' | 'expired' | 'wrong-nonce' | 'silent' | 'failing';

export interface FakeProvider {
  issuer: string;
  mode: FakeMode;
  /** The nonce the adapter sent in its authorisation request, for the ID tokens it would accept. */
  nonce: string;
  /** When true, discovery never answers either. */
  silentDiscovery: boolean;
  close(): Promise<void>;
}

export async function startFakeProvider(clientId: string): Promise<FakeProvider> {
  const published = await generateKeyPair('ES256');
  const other = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
  const state = { mode: 'forged' as FakeMode, nonce: '', silentDiscovery: false };
  const sign = (key: CryptoKey, claims: { exp: number; iat: number; nonce: string }) =>
    new SignJWT({ nonce: claims.nonce, hkid: 'A1234563' })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject('IAMS-fake')
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(key);
  let issuer = '';
  const server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (path.endsWith('/.well-known/openid-configuration')) {
      if (state.silentDiscovery) return;
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['ES256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (path.endsWith('/jwks')) return json(200, { keys: [jwk] });
    if (path.endsWith('/token') || path.endsWith('/status')) {
      request.resume();
      if (state.mode === 'silent') return; // never answers: the client's time-out decides
      if (state.mode === 'failing') return json(502, { error: 'server_error' });
      const now = Math.floor(Date.now() / 1000);
      const claims =
        state.mode === 'expired'
          ? { iat: now - 900, exp: now - 600, nonce: state.nonce }
          : { iat: now, exp: now + 300, nonce: state.mode === 'wrong-nonce' ? 'n'.repeat(43) : state.nonce };
      void sign(state.mode === 'forged' ? other.privateKey : published.privateKey, claims).then((idToken) =>
        json(200, { access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken }),
      );
      return;
    }
    json(404, { error: 'not_found' });
  });
  const { url, close } = await listenOnLoopback(server);
  issuer = `${url}/fake`;
  return Object.assign(state, { issuer, close }) as FakeProvider;
}
