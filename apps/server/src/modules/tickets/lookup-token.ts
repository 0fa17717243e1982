import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ticketKey } from './ticket-keys.ts';

export const LOOKUP_TOKEN_SECONDS = 15 * 60;
const AUDIENCE = 'eticket/ticket-lookup';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * After a successful look-up the visitor holds a short-lived token naming that one ticket. Later calls
 * (PDF, pay, result, receipt) present it instead of a new captcha, and cannot reach any other ticket.
 *
 * A standard HS256 JWT. It is signed with node:crypto's HMAC rather than jose because jose goes through
 * WebCrypto, which costs 140–200 µs a token on Node 20 against 15 µs: a quarter of the look-up's whole
 * budget (bench/README.md). jose verifies it, with its strict algorithm, audience and expiry checks.
 */
export async function signLookupToken(db: Database, config: Config, ticketId: number, now = new Date()) {
  const iat = Math.floor(now.getTime() / 1000);
  const claims = { tid: ticketId, aud: AUDIENCE, iat, exp: iat + LOOKUP_TOKEN_SECONDS };
  const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const key = await ticketKey(db, config, 'lookup-token');
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
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
