import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { OPS_INTERNAL } from './operations.module.ts';

const OPERATOR_TOKEN = 'operator-token-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OPERATOR_TOKEN });
});
afterAll(() => t.close());

const backup = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${OPS_INTERNAL}/backup`, headers });

describe('the running server’s backup call (npm run db:backup while it runs)', () => {
  it('when called without the operator token, then it is refused', async () => {
    expect((await backup()).statusCode).toBe(401);
    expect((await backup({ authorization: 'Bearer not-the-operator-token' })).statusCode).toBe(401);
  });

  it('when an operator calls it, then the embedded database answers its dump and PostgreSQL is pointed to pg_dump', async () => {
    const res = await backup({ authorization: `Bearer ${OPERATOR_TOKEN}` });
    if (t.database.kind === 'pglite') {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      // A gzip stream: its two magic bytes, and more than a header.
      expect([...res.rawPayload.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
      expect(res.rawPayload.length).toBeGreaterThan(100_000);
    } else {
      expect(res.statusCode).toBe(404);
    }
  });
});
