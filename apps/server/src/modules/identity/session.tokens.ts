import { createHash, randomBytes, type webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'eticket-portal';
const AUDIENCE = 'eticket-portal/rest';

/** An opaque random secret (refresh tokens, codes, states, browser bindings): 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored as SHA-256 digests, so a database leak does not hand out live tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The access token names the session only; everything else is read from the session row. */
export async function signAccessToken(
  key: webcrypto.CryptoKey | Uint8Array,
  claims: { sessionId: string; userId: string },
  lifetimeSeconds: number,
  now = new Date(),
): Promise<string> {
  const seconds = now.getTime() / 1000;
  const iat = Math.floor(seconds);
  return (
    new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      // JWT times are whole seconds: the end is rounded up, so a token never lives less than it was given.
      .setExpirationTime(Math.ceil(seconds) + lifetimeSeconds)
      .sign(key)
  );
}

export interface AccessClaims {
  sessionId: string;
  userId: string;
  issuedAt: number;
  expiresAt: number;
}

/** The claims of a valid token, or null for anything else (bad signature, expired, wrong algorithm). */
export async function verifyAccessToken(
  key: webcrypto.CryptoKey | Uint8Array,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sid !== 'string' || !payload.sub || !payload.iat || !payload.exp) return null;
    return { sessionId: payload.sid, userId: payload.sub, issuedAt: payload.iat, expiresAt: payload.exp };
  } catch {
    return null;
  }
}
