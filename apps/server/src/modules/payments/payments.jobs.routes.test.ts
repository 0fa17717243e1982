import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  choose,
  issue,
  pay,
  result,
  paymentAppForFile,
  TEST_GATEWAY_SECRET,
  TICKET_TEST_ENV,
  tokenFor,
} from '../../../test/tickets-fixtures.ts';
import { runDueJobs } from '../jobs/jobs.worker.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { signBody } from '../../http/body-signature.ts';
import { paymentOrders, payments } from './payments.table.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { sandboxPayOrders } from '../../sandbox/pay/sandbox-pay.table.ts';

// Without the demo data: each test issues the tickets it pays.
const t = paymentAppForFile({}, {});

const db = () => t.database.db;
const ticketOf = async (noticeNo: string) =>
  (await db().select().from(tickets).where(eq(tickets.noticeNo, noticeNo)))[0]!;
/** Makes every pending job due now, as if its time had come. */
const makeJobsDue = () =>
  db().execute(sql`update jobs set run_at = now() - interval '1 second' where state = 'pending'`);

describe('reconciliation of orders nobody settled', () => {
  it('when the customer paid but neither the notification nor the browser came back, then the job settles it', async () => {
    const { noticeNo } = await issue(t.app, '42000001');
    const token = await tokenFor(t.app, noticeNo);
    const order = (await pay(t.app, token)).json().data;
    // Paid at the gateway, with its notification lost: only the gateway's books know.
    await db()
      .update(sandboxPayOrders)
      .set({ status: 'SUCCESS', txnNo: 'TLOST1', completedAt: new Date() })
      .where(eq(sandboxPayOrders.merchantOrderNo, order.orderNo));
    await makeJobsDue();
    await runDueJobs(db(), t.app.jobHandlers);
    const ticket = await ticketOf(noticeNo);
    expect(ticket.status).toBe('SETTLED');
    expect((await db().select().from(payments).where(eq(payments.ticketId, ticket.id)))[0]).toMatchObject({
      transactionNo: 'TLOST1',
      methodCode: '1',
      channel: '5',
      source: 'PLATFORM',
    });
  });

  it('when an order is still pending at the gateway after its expiry, then the job closes it and the ticket is unpaid again', async () => {
    const { noticeNo } = await issue(t.app, '42000002');
    const token = await tokenFor(t.app, noticeNo);
    const order = (await pay(t.app, token)).json().data;
    await db()
      .update(paymentOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentOrders.orderNo, order.orderNo));
    await makeJobsDue();
    await runDueJobs(db(), t.app.jobHandlers);
    expect((await ticketOf(noticeNo)).status).toBe('UNPAID');
    expect(
      (await db().select().from(paymentOrders).where(eq(paymentOrders.orderNo, order.orderNo)))[0]!.state,
    ).toBe('CANCELLED');
  });

  it('when the order is still pending and not yet expired, then the job looks again later', async () => {
    const { noticeNo } = await issue(t.app, '42000003');
    const token = await tokenFor(t.app, noticeNo);
    const order = (await pay(t.app, token)).json().data;
    await makeJobsDue();
    await runDueJobs(db(), t.app.jobHandlers);
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `payments.reconcile:${order.orderNo}`));
    expect(job).toMatchObject({ state: 'pending', attempts: 1, lastError: 'still pending at the gateway' });
    // The customer may be paying right now: looked at again soon, well before the order expires.
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(job!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 30_000);
  });
});

describe('an order the gateway never heard of', () => {
  it('when the server stopped before opening the order at the gateway, then the job closes it as failed', async () => {
    const { noticeNo } = await issue(t.app, '42000004');
    const token = await tokenFor(t.app, noticeNo);
    const order = (await pay(t.app, token)).json().data;
    await db().delete(sandboxPayOrders).where(eq(sandboxPayOrders.merchantOrderNo, order.orderNo));
    await makeJobsDue();
    await runDueJobs(db(), t.app.jobHandlers);
    expect(
      (await db().select().from(paymentOrders).where(eq(paymentOrders.orderNo, order.orderNo)))[0]!.state,
    ).toBe('FAILED');
    expect((await ticketOf(noticeNo)).status).toBe('UNPAID');
  });
});

describe('the gateway’s notification job', () => {
  it('when our notify endpoint cannot be reached, then the notification is retried until it is delivered', async () => {
    const { noticeNo } = await issue(t.app, '42000010');
    const token = await tokenFor(t.app, noticeNo);
    const order = (await pay(t.app, token)).json().data;
    await db()
      .update(sandboxPayOrders)
      .set({ notifyUrl: 'http://127.0.0.1:9/unreachable' })
      .where(eq(sandboxPayOrders.merchantOrderNo, order.orderNo));
    await choose(t.app, order.redirectUrl, 'approve');
    await new Promise((r) => setTimeout(r, 300));
    const pending = await db().select().from(jobs).where(eq(jobs.kind, 'sandbox.pay.notify'));
    const mine = pending.find((j) => j.state === 'pending' && j.attempts >= 1);
    expect(mine?.lastError).toBeTruthy();
    expect((await ticketOf(noticeNo)).status).toBe('IN_TRANSACTION');
    const notifyUrl = `${t.app.listeningOrigin}/rest/ticket/api/v1/publ/pay/notify`;
    await db()
      .update(sandboxPayOrders)
      .set({ notifyUrl })
      .where(eq(sandboxPayOrders.merchantOrderNo, order.orderNo));
    await makeJobsDue();
    await runDueJobs(db(), t.app.jobHandlers);
    expect((await db().select().from(jobs).where(eq(jobs.id, mine!.id)))[0]!.state).toBe('done');
    expect((await ticketOf(noticeNo)).status).toBe('SETTLED');
  });
});

describe('a gateway that does not answer', () => {
  let gateway: Server;
  let slow: TestApp;
  beforeAll(async () => {
    // A stand-in gateway at its own address: it opens orders but never answers a query.
    gateway = createServer((req, res) => {
      if (req.url === '/orders') {
        const body = JSON.stringify({ gatewayOrderId: 'G1', paymentUrl: 'https://gateway.example/pay/G1' });
        res.writeHead(200, {
          'content-type': 'application/json',
          'x-pay-signature': signBody(Buffer.from(TEST_GATEWAY_SECRET), body),
        });
        res.end(body);
      }
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const port = (gateway.address() as { port: number }).port;
    slow = await startTestApp({
      ...TICKET_TEST_ENV,
      PAY_GATEWAY_SECRET: TEST_GATEWAY_SECRET,
      PAY_GATEWAY_URL: `http://127.0.0.1:${port}`,
      PUBLIC_BASE_URL: 'http://127.0.0.1:1',
      PAY_QUERY_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await slow.close();
    gateway.closeAllConnections();
    await new Promise((r) => gateway.close(r));
  });

  it('when the result cannot be confirmed in time, then it answers payment timeout and the order stays in progress', async () => {
    const { noticeNo } = await issue(slow.app, '42000020');
    const token = await tokenFor(slow.app, noticeNo);
    const order = (await pay(slow.app, token)).json().data;
    expect(order.redirectUrl).toBe('https://gateway.example/pay/G1');
    const res = await result(slow.app, token, order.orderNo);
    expect(res.statusCode).toBe(504);
    expect(res.json().code).toBe('PAY-E-9024');
    const [row] = await slow.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.orderNo, order.orderNo));
    expect(row!.state).toBe('IN_PROGRESS');
  });

  it('when the gateway cannot open an order, then the payment service is unavailable and the ticket unpaid', async () => {
    gateway.removeAllListeners('request');
    gateway.on('request', (_req, res) => res.writeHead(500).end());
    const { noticeNo } = await issue(slow.app, '42000021');
    const token = await tokenFor(slow.app, noticeNo);
    const res = await pay(slow.app, token);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('PAY-E-9028');
    const [ticket] = await slow.database.db.select().from(tickets).where(eq(tickets.noticeNo, noticeNo));
    expect(ticket!.status).toBe('UNPAID');
  });
});
