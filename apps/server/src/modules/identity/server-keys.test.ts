import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { hmacSigningKey, serverKey } from './server-keys.ts';
import { signAccessToken, verifyAccessToken } from './session.tokens.ts';

// With SESSION_SECRET set, keys are derived from it and the database is never read.
const config = { sessionSecret: 'a secret of the tests, long enough to derive keys' } as Config;
const claims = { sessionId: '00000000-0000-4000-8000-000000000001', userId: 'user-1' };

describe('server keys', () => {
  it('when a token is signed with the key bytes, then the imported signing key verifies it, and back', async () => {
    const db = {} as Database;
    const bytes = await serverKey(db, config, 'session-jwt');
    const imported = await hmacSigningKey(db, config, 'session-jwt');
    expect(await verifyAccessToken(imported, await signAccessToken(bytes, claims, 60))).toMatchObject(claims);
    expect(await verifyAccessToken(bytes, await signAccessToken(imported, claims, 60))).toMatchObject(claims);
  });

  it('when the signing key of another purpose is used, then the token does not verify', async () => {
    const db = {} as Database;
    const other = await hmacSigningKey(db, config, 'otp-hmac');
    const token = await signAccessToken(await serverKey(db, config, 'session-jwt'), claims, 60);
    expect(await verifyAccessToken(other, token)).toBeNull();
  });

  it('when asked twice on one database, then the key is imported once', async () => {
    const db = {} as Database;
    expect(await hmacSigningKey(db, config, 'session-jwt')).toBe(
      await hmacSigningKey(db, config, 'session-jwt'),
    );
  });
});
