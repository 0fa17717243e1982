import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { type TestApp } from '../../../test/test-app.ts';
import { issue, pay, startPaymentTestApp, ticketStatusOf, tokenFor } from '../../../test/tickets-fixtures.ts';
import { runDueJobs } from '../jobs/jobs.worker.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { RECONCILE_JOB } from './payment-deps.ts';
import { paymentOrders } from './payments.table.ts';
import { sandboxPayOrders } from '../../sandbox/pay/sandbox-pay.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const ticketStatus = (noticeNo: string) => ticketStatusOf(db(), noticeNo);
const orderOf = async (orderNo: string) =>
  (await db().select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]!;
const reconcileJobOf = async (orderNo: string) =>
  (
    await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${RECONCILE_JOB}:${orderNo}`))
  )[0]!;

/**
 * Lets `seconds` pass for the job queue, as another instance's worker would see it, and runs what is due
 * then. Only the reconciliation runs: the process that opened the order is gone.
 */
async function afterSeconds(seconds: number) {
  await db().execute(
    sql`update jobs set run_at = run_at - make_interval(secs => ${seconds}) where state = 'pending'`,
  );
  await runDueJobs(db(), { [RECONCILE_JOB]: t.app.jobHandlers[RECONCILE_JOB]! });
}

describe('an order whose process died', () => {
  it('when the process died before opening the order at the gateway, then the ticket is payable again within 20 seconds', async () => {
    const { noticeNo } = await issue(t.app, '44000001');
    const order = (await pay(t.app, await tokenFor(t.app, noticeNo))).json().data;
    // The state a crash between recording the order and asking the gateway leaves behind.
    await db().delete(sandboxPayOrders).where(eq(sandboxPayOrders.merchantOrderNo, order.orderNo));
    await db()
      .update(paymentOrders)
      .set({ gatewayOrderId: null, paymentUrl: null })
      .where(eq(paymentOrders.orderNo, order.orderNo));
    const due = (await reconcileJobOf(order.orderNo)).runAt.getTime();
    const created = (await orderOf(order.orderNo)).createdAt.getTime();
    expect((due - created) / 1000).toBeLessThanOrEqual(20);

    await afterSeconds(20);
    expect((await orderOf(order.orderNo)).state).toBe('FAILED');
    expect(await ticketStatus(noticeNo)).toBe('UNPAID');
  });

  it('when the gateway approved but the process died before hearing of it, then the ticket is settled within 20 seconds', async () => {
    const { noticeNo } = await issue(t.app, '44000002');
    const order = (await pay(t.app, await tokenFor(t.app, noticeNo))).json().data;
    // Paid at the gateway; its notification and the browser's return both met a dead process.
    await db()
      .update(sandboxPayOrders)
      .set({ status: 'SUCCESS', txnNo: 'TCRASH2', completedAt: new Date() })
      .where(eq(sandboxPayOrders.merchantOrderNo, order.orderNo));
    await afterSeconds(20);
    expect(await ticketStatus(noticeNo)).toBe('SETTLED');
  });

  it('when the customer pays after the first look, then the next look, at most two minutes on, settles it', async () => {
    const { noticeNo } = await issue(t.app, '44000003');
    const order = (await pay(t.app, await tokenFor(t.app, noticeNo))).json().data;
    await afterSeconds(20);
    expect(await ticketStatus(noticeNo)).toBe('IN_TRANSACTION');
    const next = await reconcileJobOf(order.orderNo);
    expect(next.state).toBe('pending');
    expect(next.runAt.getTime() - Date.now()).toBeLessThanOrEqual(30_000);

    await db()
      .update(sandboxPayOrders)
      .set({ status: 'SUCCESS', txnNo: 'TCRASH3', completedAt: new Date() })
      .where(eq(sandboxPayOrders.merchantOrderNo, order.orderNo));
    await afterSeconds(30);
    expect(await ticketStatus(noticeNo)).toBe('SETTLED');
  });

  it('when the customer stays on the gateway page, then the looks grow apart up to two minutes while the order is open', async () => {
    const { noticeNo } = await issue(t.app, '44000004');
    const order = (await pay(t.app, await tokenFor(t.app, noticeNo))).json().data;
    const gaps: number[] = [];
    await afterSeconds(20);
    for (let i = 0; i < 4; i++) {
      const job = await reconcileJobOf(order.orderNo);
      const gap = Math.ceil((job.runAt.getTime() - Date.now()) / 1000);
      gaps.push(gap);
      await afterSeconds(gap + 1);
    }
    // Seconds from now to the next look, less the moments the test itself took.
    [30, 60, 120, 120].forEach((expected, i) => expect(expected - gaps[i]!).toBeLessThanOrEqual(3));
    expect(gaps.every((gap) => gap <= 120)).toBe(true);
    expect(await ticketStatus(noticeNo)).toBe('IN_TRANSACTION');
  });
});
