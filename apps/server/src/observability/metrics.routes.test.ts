import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import {
  issue,
  lookup,
  pay,
  solvedCaptcha,
  startPaymentTestApp,
  tokenFor,
} from '../../test/tickets-fixtures.ts';
import { runDueJobs } from '../modules/jobs/jobs.worker.ts';
import { sandboxPayOrders } from '../sandbox/pay/sandbox-pay.table.ts';
import { startMetricsListener } from './metrics-listener.ts';
import { registry } from './metrics.ts';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
let listener: Awaited<ReturnType<typeof startMetricsListener>>;
beforeAll(async () => {
  // The figures start at zero, as in a new process: the server files share their modules in a worker
  // (vitest.config.ts), so earlier files' requests would otherwise be counted here too.
  registry.resetMetrics();
  t = await startPaymentTestApp();
  listener = await startMetricsListener({ host: '127.0.0.1', port: 0, token: TOKEN });
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

const scrape = async () => {
  const res = await fetch(listener.url, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};
/** The sum of a metric's samples whose labels contain every `labels` part. */
const total = (text: string, name: string, ...labels: string[]) =>
  text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    .filter((l) => labels.every((part) => l.includes(part)))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);

describe('metrics after real requests', () => {
  const hkid = 'A1234563';
  const phone = '91234567';
  const email = 'chan.tai.man@example.com';
  let noticeNo = '';

  beforeAll(async () => {
    ({ noticeNo } = await issue(t.app, '43000001', { vehicleNo: 'MX4321' }));
    // A look-up with a wrong vehicle, one without a captcha, then the right one, and a payment settled.
    expect((await lookup(t.app, noticeNo, 'ZZ9999')).statusCode).toBe(404);
    expect((await lookup(t.app, noticeNo, 'MX4321', '')).statusCode).toBe(400);
    const token = await tokenFor(t.app, noticeNo, 'MX4321');
    const order = (await pay(t.app, token, { confirmChannel: 'EMAIL', confirmRecipient: email })).json()
      .data as { orderNo: string };
    await t.database.db
      .update(sandboxPayOrders)
      .set({ status: 'SUCCESS', txnNo: 'TMETRIC1', completedAt: new Date() })
      .where(eq(sandboxPayOrders.merchantOrderNo, order.orderNo));
    await t.database.db.execute(
      sql`update jobs set run_at = now() - interval '1 second' where state = 'pending'`,
    );
    await runDueJobs(t.database.db, t.app.jobHandlers);
    // Personal data in a URL and a body: none of it may reach a label.
    await t.app.inject({ url: `/rest/nothing/${noticeNo}?hkid=${hkid}&phone=${phone}` });
    await solvedCaptcha(t.app);
  });

  it('when scraped, then requests, look-up refusals, jobs and payments have figures', async () => {
    const text = await scrape();
    expect(
      total(text, 'eticket_http_requests_total', 'route="/rest/ticket/api/v1/publ/tickets/lookup"'),
    ).toBeGreaterThanOrEqual(3);
    expect(
      total(
        text,
        'eticket_http_request_duration_seconds_count',
        'route="/rest/ticket/api/v1/publ/tickets/lookup"',
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(total(text, 'eticket_http_requests_total', 'status_code="404"', 'code="')).toBeGreaterThan(0);
    expect(total(text, 'eticket_lookup_refusals_total', 'cause="not_found"')).toBe(1);
    expect(total(text, 'eticket_lookup_refusals_total', 'cause="captcha"')).toBe(1);
    expect(total(text, 'eticket_jobs_total', 'outcome="done"')).toBeGreaterThan(0);
    expect(total(text, 'eticket_payment_orders', 'state="SUCCESS"')).toBe(1);
    expect(total(text, 'eticket_payment_settlement_seconds_count', 'outcome="SUCCESS"')).toBe(1);
    expect(text).toContain('eticket_jobs_queued{state="pending"}');
    expect(text).toContain('eticket_jobs_oldest_due_age_seconds');
    expect(text).toContain('eticket_db_pool_connections');
  });

  it('when scraped, then no label carries a notice no, vehicle no, HKID, phone or e-mail', async () => {
    const text = await scrape();
    for (const personal of [noticeNo, noticeNo.slice(0, 8), 'MX4321', hkid, phone, email, '@example'])
      expect(text).not.toContain(personal);
    // Unknown URLs count under one label, never their own path.
    expect(text).toContain('route="unmatched"');
  });

  it('when scraped without the token, then it is refused; other paths are not served', async () => {
    expect((await fetch(listener.url)).status).toBe(401);
    expect((await fetch(listener.url.replace('/metrics', '/'))).status).toBe(404);
  });
});
