import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { PUBL, TEST_GATEWAY_SECRET, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { runDueJobs } from '../jobs/jobs.worker.ts';
import { REFUSED_KEPT_PER_HOUR } from './notification-log.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ...TICKET_TEST_ENV, PAY_GATEWAY_SECRET: TEST_GATEWAY_SECRET });
});
afterAll(() => t.close());

const db = () => t.database.db;

/** Size on disk of the notification log (table, index and TOAST) and its rows. */
async function notificationLog() {
  const result = await db().execute(sql`
    select pg_total_relation_size('gateway_notifications')::bigint as bytes,
      (select count(*) from gateway_notifications)::int as rows`);
  const row = (result as unknown as { rows: { bytes: string | number; rows: number }[] }).rows[0]!;
  return { bytes: Number(row.bytes), rows: row.rows };
}

/** An unsigned notification padded to about 8 KB of incompressible text, as a flood would send. */
const forged = () =>
  JSON.stringify({
    orderNo: 'P000000000001',
    status: 'SUCCESS',
    padding: randomBytes(4000).toString('hex'),
  });

describe('a flood of forged gateway notifications', () => {
  it('when one client sends 1,000 unsigned notifications, then the limit answers 429 and the log grows by a bounded amount', async () => {
    const before = await notificationLog();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${PUBL}/pay/notify`,
        headers: { 'content-type': 'application/json' },
        remoteAddress: '203.0.113.7',
        payload: forged(),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    const after = await notificationLog();
    const grown = { bytes: after.bytes - before.bytes, rows: after.rows - before.rows };
    console.info(`1,000 unsigned notifies: ${JSON.stringify(Object.fromEntries(statuses))}, log grew`, grown);
    expect(statuses.get(429)).toBeGreaterThan(0);
    expect(statuses.get(200)).toBeUndefined();
    expect(grown.rows).toBeLessThanOrEqual(REFUSED_KEPT_PER_HOUR);
    // At most 100 rows of at most ~1.5 KB each, with their index entries and a few pages of slack.
    expect(grown.bytes).toBeLessThanOrEqual(256 * 1024);
  });

  it('when another client sends forged notifications after the hour’s quota is kept, then they are refused and not stored', async () => {
    const before = await notificationLog();
    const res = await t.app.inject({
      method: 'POST',
      url: `${PUBL}/pay/notify`,
      headers: { 'content-type': 'application/json' },
      remoteAddress: '203.0.113.8',
      payload: forged(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('PAY-E-9029');
    expect((await notificationLog()).rows).toBe(before.rows);
  });

  it('when the housekeeping runs, then refused notifications older than their retention are deleted', async () => {
    await db().execute(
      sql`update gateway_notifications set received_at = now() - interval '8 days' where not verified`,
    );
    await db().execute(sql`insert into jobs (kind) values ('housekeeping')`);
    await runDueJobs(db(), { housekeeping: t.app.jobHandlers.housekeeping! });
    expect((await notificationLog()).rows).toBe(0);
  });
});
