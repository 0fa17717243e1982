import { createHash, createPublicKey, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { sha256 } from '../../modules/identity/session.tokens.ts';
import type { Provider } from '../../modules/identity/identity-provider.port.ts';
import { providerKey } from './idp.keys.ts';
import { assertionOf } from './idp.service.ts';
import * as repo from './idp.repository.ts';

/** The portal as the sandbox providers' one registered client (README, demo values). */
export const SANDBOX_CLIENT_ID = 'eticket-portal';
export const SANDBOX_CLIENT_SECRET = 'demo-idp-client-secret-not-for-production';

/** ID tokens and access tokens live five minutes: the portal redeems and reads at once. */
const TOKEN_SECONDS = 300;

export function clientAuthenticated(clientId: string | undefined, secret: string | undefined): boolean {
  if (clientId !== SANDBOX_CLIENT_ID || secret === undefined) return false;
  const given = createHash('sha256').update(secret).digest();
  return timingSafeEqual(given, createHash('sha256').update(SANDBOX_CLIENT_SECRET).digest());
}

/** client_secret_basic: `Basic base64(urlencode(id):urlencode(secret))` (RFC 6749 section 2.3.1). */
export function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    return undefined;
  }
}

export type TokenAnswer =
  | {
      ok: true;
      body: {
        access_token: string;
        token_type: 'Bearer';
        expires_in: number;
        id_token: string;
        scope: string;
      };
    }
  | { ok: false; error: 'invalid_grant' };

/**
 * The token endpoint's work (authorisation code grant): the code once, within its 60 seconds, by the client
 * that asked, to the same return address, with the PKCE verifier of its challenge (S256). A code presented
 * wrongly is used up all the same.
 */
export async function exchangeCode(
  db: Database,
  config: Config,
  issuer: string,
  provider: Provider,
  input: { code: string; clientId: string; redirectUri: string; codeVerifier: string },
  now = new Date(),
): Promise<TokenAnswer> {
  const refused = { ok: false, error: 'invalid_grant' } as const;
  const row = await repo.claimCode(db, provider, sha256(input.code), now);
  if (!row || row.clientId !== input.clientId || !row.codeChallenge || !row.nonce) return refused;
  if (row.redirectUri !== input.redirectUri) return refused;
  const challenge = createHash('sha256').update(input.codeVerifier).digest('base64url');
  if (challenge !== row.codeChallenge) return refused;
  const assertion = await assertionOf(db, row);
  if (!assertion) return refused;
  const key = await providerKey(db, config, provider);
  const iat = Math.floor(now.getTime() / 1000);
  const claims = {
    nonce: row.nonce,
    auth_time: Math.floor(row.createdAt.getTime() / 1000),
    ...(assertion.idNo ? { hkid: assertion.idNo } : {}),
    ...(assertion.displayName ? { name: assertion.displayName } : {}),
    ...(assertion.level !== undefined ? { dsl_level: assertion.level } : {}),
  };
  const idToken = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(input.clientId)
    .setSubject(assertion.subject)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_SECONDS)
    .sign(key.privateKey);
  const accessToken = await new SignJWT({ rid: row.id, client_id: input.clientId })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(`${issuer}/signature`)
    .setSubject(assertion.subject)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_SECONDS)
    .sign(key.privateKey);
  return {
    ok: true,
    body: {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      id_token: idToken,
      scope: 'openid',
    },
  };
}

/** The signature a SIGN round trip produced, for the bearer of its access token. */
export async function signatureFor(
  db: Database,
  config: Config,
  issuer: string,
  provider: Provider,
  accessToken: string,
): Promise<
  { found: { document_digest: string; signature: string } } | { refused: 'invalid_token' | 'not_found' }
> {
  const key = await providerKey(db, config, provider);
  let rid: unknown;
  try {
    const { payload } = await jwtVerify(accessToken, createPublicKey(key.privateKey), {
      issuer,
      audience: `${issuer}/signature`,
      algorithms: ['ES256'],
      typ: 'at+jwt',
    });
    rid = payload['rid'];
  } catch {
    return { refused: 'invalid_token' };
  }
  if (typeof rid !== 'string') return { refused: 'invalid_token' };
  const row = await repo.findRequest(db, rid);
  if (!row || row.provider !== provider || !row.signature || !row.documentDigest)
    return { refused: 'not_found' };
  return { found: { document_digest: row.documentDigest, signature: row.signature } };
}
