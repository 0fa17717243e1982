import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { signLookupToken, verifyLookupToken } from './lookup-token.ts';

// A configured secret means no database read: the key comes from config (production-style).
const config = loadConfig({ SESSION_SECRET: 's'.repeat(40), LOG_LEVEL: 'silent' });
const db = {} as Database;

describe('lookup tokens', () => {
  it('when a token is signed, then jose verifies it and reads the ticket id', async () => {
    const token = await signLookupToken(db, config, 42);
    expect(await verifyLookupToken(db, config, token)).toBe(42);
  });

  it('when the token has expired, then it is refused', async () => {
    const token = await signLookupToken(db, config, 42, new Date(Date.now() - 16 * 60_000));
    await expect(verifyLookupToken(db, config, token)).rejects.toMatchObject({ errorName: 'LOOKUP_EXPIRED' });
  });

  it('when the claims are altered or another key signed it, then it is refused', async () => {
    const token = await signLookupToken(db, config, 42);
    const [h, , s] = token.split('.');
    const altered = `${h}.${Buffer.from(JSON.stringify({ tid: 43, aud: 'eticket/ticket-lookup', exp: 9e9 })).toString('base64url')}.${s}`;
    await expect(verifyLookupToken(db, config, altered)).rejects.toMatchObject({
      errorName: 'LOOKUP_EXPIRED',
    });
    const foreign = await new SignJWT({ tid: 42 })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('eticket/ticket-lookup')
      .setExpirationTime('5m')
      .sign(new Uint8Array(32));
    await expect(verifyLookupToken(db, config, foreign)).rejects.toMatchObject({
      errorName: 'LOOKUP_EXPIRED',
    });
  });
});

describe('lookup token claims', () => {
  it('when a token is signed, then its claims are the JSON.stringify of tid, aud, iat and exp', async () => {
    const now = new Date('2026-03-02T06:35:10.500Z');
    const iat = Math.floor(now.getTime() / 1000);
    for (const tid of [1, 42, 9_007_199_254_740_991]) {
      const claims = (await signLookupToken(db, config, tid, now)).split('.')[1]!;
      const expected = JSON.stringify({ tid, aud: 'eticket/ticket-lookup', iat, exp: iat + 900 });
      expect(Buffer.from(claims, 'base64url').toString()).toBe(expected);
    }
  });
});
