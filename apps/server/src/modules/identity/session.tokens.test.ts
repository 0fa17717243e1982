import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { randomBytes } from 'node:crypto';
import { signAccessToken, verifyAccessToken } from './session.tokens.ts';

const key = new Uint8Array(randomBytes(32));
const claims = { sessionId: '00000000-0000-4000-8000-000000000001', userId: 'user-1' };

describe('access tokens', () => {
  it('when a token is signed part-way through a second, then it lives at least its whole lifetime', async () => {
    for (const fraction of [0, 1, 500, 999]) {
      const now = new Date(Date.UTC(2026, 10, 28, 9, 0, 0, fraction));
      const { exp } = decodeJwt(await signAccessToken(key, claims, 4, now));
      expect(exp! * 1000 - now.getTime(), `signed at .${fraction}`).toBeGreaterThanOrEqual(4000);
      expect(exp! * 1000 - now.getTime()).toBeLessThan(5000);
    }
  });

  it('when a token is signed now, then it verifies with its session and user', async () => {
    const verified = await verifyAccessToken(key, await signAccessToken(key, claims, 60));
    expect(verified).toMatchObject({ sessionId: claims.sessionId, userId: claims.userId });
  });
});
