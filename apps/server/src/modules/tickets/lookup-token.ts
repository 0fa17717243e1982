import { hash } from 'node:crypto';
import { jwtVerify } from 'jose';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ticketKey } from './ticket-keys.ts';

export const LOOKUP_TOKEN_SECONDS = 15 * 60;
const AUDIENCE = 'eticket/ticket-lookup';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const BLOCK = 64;
const signers = new WeakMap<Buffer, (input: string) => string>();

/**
 * HMAC-SHA-256 (RFC 2104) with `key`, as base64url: SHA-256 over the key's outer pad and the SHA-256 of
 * its inner pad and the input, the pads worked out once per key. Two one-shot `crypto.hash` calls cost
 * less than `createHmac`, which sets up a new HMAC context (and looks the digest up) for every token: in
 * the look-up's CPU profile that set-up was most of the signing time (bench/README.md).
 */
export function hmacSha256Signer(key: Buffer): (input: string) => string {
  const k = key.length > BLOCK ? hash('sha256', key, 'buffer') : key;
  const innerPad = Buffer.alloc(BLOCK);
  // The outer pad followed by room for the inner digest, filled in per call (synchronously, so shared).
  const outer = Buffer.alloc(BLOCK + 32);
  for (let i = 0; i < BLOCK; i++) {
    innerPad[i] = 0x36 ^ (k[i] ?? 0);
    outer[i] = 0x5c ^ (k[i] ?? 0);
  }
  return (input) => {
    hash('sha256', Buffer.concat([innerPad, Buffer.from(input)]), 'buffer').copy(outer, BLOCK);
    return hash('sha256', outer, 'base64url');
  };
}

const AUDIENCE_JSON = JSON.stringify(AUDIENCE);

/** The claims' JSON, as JSON.stringify writes it, by a template when the id and time are plain integers. */
function claimsJson(ticketId: number, iat: number): string {
  const exp = iat + LOOKUP_TOKEN_SECONDS;
  if (!Number.isSafeInteger(ticketId) || !Number.isSafeInteger(exp)) {
    return JSON.stringify({ tid: ticketId, aud: AUDIENCE, iat, exp });
  }
  return `{"tid":${ticketId},"aud":${AUDIENCE_JSON},"iat":${iat},"exp":${exp}}`;
}

/**
 * After a successful look-up the visitor holds a short-lived token naming that one ticket. Later calls
 * (PDF, pay, result, receipt) present it instead of a new captcha, and cannot reach any other ticket.
 *
 * A standard HS256 JWT. It is signed here with node:crypto rather than jose because jose goes through
 * WebCrypto, which costs 140–200 µs a token on Node 20 against 15 µs: a quarter of the look-up's whole
 * budget (bench/README.md). jose verifies it, with its strict algorithm, audience and expiry checks.
 */
export async function signLookupToken(db: Database, config: Config, ticketId: number, now = new Date()) {
  const iat = Math.floor(now.getTime() / 1000);
  const input = `${HEADER}.${Buffer.from(claimsJson(ticketId, iat)).toString('base64url')}`;
  const key = await ticketKey(db, config, 'lookup-token');
  let sign = signers.get(key);
  if (!sign) signers.set(key, (sign = hmacSha256Signer(key)));
  return `${input}.${sign(input)}`;
}

/** The ticket id a lookup token names; LOOKUP_EXPIRED when it is missing, forged or out of date. */
export async function verifyLookupToken(
  db: Database,
  config: Config,
  token: string | undefined,
): Promise<number> {
  return (await readLookupToken(db, config, token)).ticketId;
}

/** The ticket id and expiry of a valid lookup token; LOOKUP_EXPIRED otherwise. */
export async function readLookupToken(
  db: Database,
  config: Config,
  token: string | undefined,
): Promise<{ ticketId: number; expiresAt: Date }> {
  if (!token) throw new AppError('LOOKUP_EXPIRED');
  try {
    const { payload } = await jwtVerify(token, await ticketKey(db, config, 'lookup-token'), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.tid !== 'number' || typeof payload.exp !== 'number') throw new Error('no ticket id');
    return { ticketId: payload.tid, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    throw new AppError('LOOKUP_EXPIRED');
  }
}
