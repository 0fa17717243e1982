import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type TestApp } from '../../test/test-app.ts';
import { startPaymentTestApp } from '../../test/tickets-fixtures.ts';
import { prepareDatabase } from '../db/startup.ts';
import { testConfig } from '../../test/test-config.ts';
import { runDueJobs } from '../modules/jobs/jobs.worker.ts';
import { jobs } from '../modules/jobs/jobs.table.ts';
import { RECONCILE_JOB } from '../modules/payments/payment-deps.ts';
import { paymentOrders } from '../modules/payments/payments.table.ts';
import { tickets } from '../modules/tickets/tickets.table.ts';
import { DEMO_TICKETS } from './demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentTestApp({}, { seedDemo: true });
});
afterAll(() => t.close());

const db = () => t.database.db;
const SERIALS = DEMO_TICKETS.filter((d) => d.status === 'IN_TRANSACTION').map((d) => d.serial);
const demoInTransaction = () => db().select().from(tickets).where(inArray(tickets.noticeSerial, SERIALS));
const ordersOf = (ticketId: number) =>
  db().select().from(paymentOrders).where(eq(paymentOrders.ticketId, ticketId));

describe('demo tickets in transaction', () => {
  it('when seeded, then each has the open order that puts it in transaction, with its reconciliation job', async () => {
    const rows = await demoInTransaction();
    expect(rows.map((r) => r.noticeSerial).sort()).toEqual(['60000003', '60000004']);
    for (const ticket of rows) {
      expect(ticket.status).toBe('IN_TRANSACTION');
      const orders = await ordersOf(ticket.id);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ state: 'IN_PROGRESS', amountCents: ticket.amountCents });
      const [job] = await db()
        .select()
        .from(jobs)
        .where(
          and(eq(jobs.kind, RECONCILE_JOB), eq(jobs.dedupeKey, `${RECONCILE_JOB}:${orders[0]!.orderNo}`)),
        );
      expect(job?.state).toBe('pending');
    }
  });

  it('when a database seeded without those orders starts again, then they are added once and nothing is removed', async () => {
    // As the older seed left it: the tickets in transaction with no open order.
    const rows = await demoInTransaction();
    await db()
      .update(paymentOrders)
      .set({ state: 'FAILED' })
      .where(
        inArray(
          paymentOrders.ticketId,
          rows.map((r) => r.id),
        ),
      );
    const ticketsBefore = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(tickets)
    )[0]!.n;
    await prepareDatabase(t.database, { seedDemo: true, config: testConfig() });
    await prepareDatabase(t.database, { seedDemo: true, config: testConfig() });
    for (const ticket of rows) {
      const orders = await ordersOf(ticket.id);
      expect(orders.map((o) => o.state).sort()).toEqual(['FAILED', 'IN_PROGRESS']);
    }
    expect(
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(tickets)
      )[0]!.n,
    ).toBe(ticketsBefore);
  });

  it('when the order’s time is up, then the reconciliation job ends it at the gateway and the ticket is unpaid again', async () => {
    await db()
      .update(paymentOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentOrders.state, 'IN_PROGRESS'));
    await db().execute(sql`update jobs set run_at = now() - interval '1 second' where state = 'pending'`);
    await runDueJobs(db(), t.app.jobHandlers);
    for (const ticket of await demoInTransaction()) {
      expect(ticket.status).toBe('UNPAID');
      expect((await ordersOf(ticket.id)).some((o) => o.state === 'IN_PROGRESS')).toBe(false);
    }
    // Nothing left to add: a ticket no longer in transaction needs no order.
    await prepareDatabase(t.database, { seedDemo: true, config: testConfig() });
    for (const ticket of await demoInTransaction()) expect(ticket.status).toBe('UNPAID');
  });
});
