import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  INTERNAL,
  issue,
  issuerAuth,
  lookup,
  pay,
  payApproved,
  paymentAppForFile,
  PUBL,
  tokenFor,
} from '../../../test/tickets-fixtures.ts';
import { runDueJobs, startJobWorker } from '../jobs/jobs.worker.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { gatewayNotifications, paymentOrders, payments } from '../payments/payments.table.ts';
import { exportTasks } from '../exports/exports.table.ts';
import { users } from '../accounts/accounts.table.ts';
import { attemptCounters } from './lookup-guard.table.ts';
import { ticketHistory, tickets } from './tickets.table.ts';
import { purgeExpiredTickets, RETENTION_PURGE_JOB } from './ticket-retention.service.ts';

const t = paymentAppForFile();

const db = () => t.database.db;
const ticketOf = async (noticeNo: string) =>
  (await db().select().from(tickets).where(eq(tickets.noticeNo, noticeNo)))[0];

/** Moves every date of a ticket's life `days` into the past, as if it had happened then. */
async function age(noticeNo: string, days: number) {
  const ticket = (await ticketOf(noticeNo))!;
  const back = sql`make_interval(days => ${days})`;
  await db().execute(sql`update tickets set updated_at = updated_at - ${back} where id = ${ticket.id}`);
  await db().execute(sql`update ticket_history set at = at - ${back} where ticket_id = ${ticket.id}`);
  await db().execute(sql`update payments set paid_at = paid_at - ${back} where ticket_id = ${ticket.id}`);
  return ticket;
}

/** Pays a ticket through the sandbox gateway and waits for the gateway's notification to be kept. */
async function payOnline(noticeNo: string) {
  const { order, result } = await payApproved(t.app, noticeNo);
  expect(result.json().data.state).toBe('SUCCESS');
  for (let i = 0; i < 100; i++) {
    await runDueJobs(db(), t.app.jobHandlers);
    const kept = await db()
      .select()
      .from(gatewayNotifications)
      .where(eq(gatewayNotifications.orderNo, order.orderNo));
    if (kept.length > 0) return order;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no notification');
}

function setStatus(noticeNo: string, status: string) {
  return t.app.inject({
    method: 'POST',
    url: `${INTERNAL}/tickets/${noticeNo}/status`,
    headers: issuerAuth,
    payload: { status, reason: 'test' },
  });
}

describe('the 6-month retention purge', () => {
  it('when a ticket was settled more than six months ago, then it goes with its payment, order, history, counters and exports listing it', async () => {
    const { noticeNo } = await issue(t.app, '47000001', { offenceDate: '2026-03-02' });
    const order = await payOnline(noticeNo);
    const ticket = await age(noticeNo, 200);
    const counted = await t.app.inject({
      method: 'POST',
      url: `${PUBL}/tickets/notice-pdf`,
      headers: { 'x-lookup-token': await tokenFor(t.app, noticeNo) },
      payload: { idNoPrefix: 'ZZZZZ' },
    });
    expect(counted.statusCode).toBe(420);
    // A failed look-up of its notice counts for the notice and for the client.
    expect((await lookup(t.app, noticeNo, 'ZZ9999')).statusCode).toBe(404);
    const serial = noticeNo.slice(0, 8);
    const [user] = await db().select({ id: users.id }).from(users).limit(1);
    const exportRow = (period: [string, string]) => ({
      userId: user!.id,
      agentId: 0,
      scope: {},
      type: 'tickets',
      format: 'csv',
      fromDate: period[0],
      toDate: period[1],
      requestDay: period[1],
      state: 'DONE',
      file: new Uint8Array([1, 2, 3]),
      finishedAt: new Date(),
    });
    const [listing, other] = await db()
      .insert(exportTasks)
      .values([exportRow(['2026-02-20', '2026-03-10']), exportRow(['2026-04-01', '2026-04-20'])])
      .returning({ id: exportTasks.id });

    expect(await purgeExpiredTickets(db(), t.app.ticketPurgeHooks)).toBeGreaterThanOrEqual(1);

    expect(await ticketOf(noticeNo)).toBeUndefined();
    expect(await db().select().from(ticketHistory).where(eq(ticketHistory.ticketId, ticket.id))).toEqual([]);
    expect(await db().select().from(payments).where(eq(payments.ticketId, ticket.id))).toEqual([]);
    expect(await db().select().from(paymentOrders).where(eq(paymentOrders.ticketId, ticket.id))).toEqual([]);
    expect(
      await db().select().from(gatewayNotifications).where(eq(gatewayNotifications.orderNo, order.orderNo)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(attemptCounters)
        .where(eq(attemptCounters.key, String(ticket.id))),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(attemptCounters)
        .where(sql`${attemptCounters.key} like ${`${serial}%`}`),
    ).toEqual([]);
    const files = await db()
      .select({ id: exportTasks.id, file: exportTasks.file })
      .from(exportTasks)
      .where(inArray(exportTasks.id, [listing!.id, other!.id]));
    expect(files.find((f) => f.id === listing!.id)!.file).toBeNull();
    expect(files.find((f) => f.id === other!.id)!.file).not.toBeNull();
    // Looked up again, it is gone for the visitor too.
    expect((await lookup(t.app, noticeNo, 'AB1234')).statusCode).toBe(404);
  });

  it('when tickets are cancelled or refunded more than six months ago, then they go; settled five months ago, it stays', async () => {
    const cancelled = (await issue(t.app, '47000002')).noticeNo;
    expect((await setStatus(cancelled, 'CANCELLED_BY_COURT')).statusCode).toBe(200);
    const refunded = (await issue(t.app, '47000004')).noticeNo;
    await payOnline(refunded);
    expect((await setStatus(refunded, 'REFUND_IN_PROCESS')).statusCode).toBe(200);
    expect((await setStatus(refunded, 'REFUNDED')).statusCode).toBe(200);
    const recent = (await issue(t.app, '47000003')).noticeNo;
    await payOnline(recent);
    await age(cancelled, 190);
    await age(refunded, 190);
    await age(recent, 150);
    await purgeExpiredTickets(db(), t.app.ticketPurgeHooks);
    expect(await ticketOf(cancelled)).toBeUndefined();
    expect(await ticketOf(refunded)).toBeUndefined();
    expect((await ticketOf(recent))?.status).toBe('SETTLED');
  });

  it('when a ticket is unpaid, overdue, under investigation or being refunded, then it stays whatever its age', async () => {
    const kept: string[] = [];
    for (const [serial, status] of [
      ['47000011', null],
      ['47000012', 'OVERDUE'],
      ['47000013', 'UNDER_INVESTIGATION'],
      ['47000014', 'PAY_AT_COURT_SHROFF'],
    ] as const) {
      const { noticeNo } = await issue(t.app, serial);
      if (status) expect((await setStatus(noticeNo, status)).statusCode).toBe(200);
      kept.push(noticeNo);
    }
    const refunding = (await issue(t.app, '47000015')).noticeNo;
    await payOnline(refunding);
    expect((await setStatus(refunding, 'REFUND_IN_PROCESS')).statusCode).toBe(200);
    kept.push(refunding);
    for (const noticeNo of kept) await age(noticeNo, 2000);
    await purgeExpiredTickets(db(), t.app.ticketPurgeHooks);
    for (const noticeNo of kept) expect(await ticketOf(noticeNo), noticeNo).toBeDefined();
  });

  it('when money is still moving for an old ticket, then it stays: an open order, or a second payment to refund', async () => {
    const inTransaction = (await issue(t.app, '47000021')).noticeNo;
    await pay(t.app, await tokenFor(t.app, inTransaction));
    expect((await ticketOf(inTransaction))!.status).toBe('IN_TRANSACTION');
    const refundOwed = (await issue(t.app, '47000022')).noticeNo;
    await payOnline(refundOwed);
    await db()
      .update(paymentOrders)
      .set({ failureReason: 'DUPLICATE_PAYMENT_REFUND_REQUIRED' })
      .where(eq(paymentOrders.ticketId, (await ticketOf(refundOwed))!.id));
    await age(inTransaction, 400);
    await age(refundOwed, 400);
    await purgeExpiredTickets(db(), t.app.ticketPurgeHooks);
    expect((await ticketOf(inTransaction))?.status).toBe('IN_TRANSACTION');
    expect((await ticketOf(refundOwed))?.status).toBe('SETTLED');
  });

  it('when the purge runs again, then it finds nothing more and what it kept is untouched', async () => {
    const { noticeNo } = await issue(t.app, '47000031');
    await payOnline(noticeNo);
    await age(noticeNo, 365);
    const before = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(tickets)
    )[0]!.n;
    expect(await purgeExpiredTickets(db(), t.app.ticketPurgeHooks)).toBe(1);
    expect(await purgeExpiredTickets(db(), t.app.ticketPurgeHooks)).toBe(0);
    expect(
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(tickets)
      )[0]!.n,
    ).toBe(before - 1);
  });

  it('when the job worker starts, then the purge is scheduled as a recurring job that deletes expired tickets', async () => {
    expect(t.app.jobHandlers[RETENTION_PURGE_JOB]?.everySeconds).toBeGreaterThan(0);
    const { noticeNo } = await issue(t.app, '47000041');
    await payOnline(noticeNo);
    await age(noticeNo, 365);
    const worker = startJobWorker(db(), t.app.jobHandlers, { pollMs: 20 });
    for (let i = 0; i < 100 && (await ticketOf(noticeNo)); i++) await new Promise((r) => setTimeout(r, 50));
    await worker.stop();
    expect(await ticketOf(noticeNo)).toBeUndefined();
    const next = await db().select().from(jobs).where(eq(jobs.kind, RETENTION_PURGE_JOB));
    expect(next.filter((j) => j.state === 'pending')).toHaveLength(1);
    expect(next.find((j) => j.state === 'pending')!.runAt.getTime()).toBeGreaterThan(Date.now() + 3600_000);
  });
});
