import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payFeeBodySchema } from '@eticket/domain/payments/payment.schemas';
import { type TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/identity-helpers.ts';
import {
  choose,
  INTERNAL,
  issue,
  gatewayNotify,
  issuerAuth,
  pay,
  PUBL,
  startPaymentAppWithOwners,
  ticketStatusOf,
  tokenFor,
} from '../../../test/tickets-fixtures.ts';
import { ok } from '../../http/envelope.ts';
import { authenticate, principalOf } from '../identity/identity.guard.ts';
import { runDueJobs } from '../jobs/jobs.worker.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { outboxMessages } from '../../sandbox/outbox/outbox.table.ts';
import { sandboxPayOrders } from '../../sandbox/pay/sandbox-pay.table.ts';
import type { ModuleFactory } from '../module.ts';
import { tickets } from '../tickets/tickets.table.ts';
import type { FeeDescription, Payable } from './payable.ts';
import { startFeeOrder } from './pay.service.ts';
import { CONFIRM_JOB, RECONCILE_JOB } from './payment-deps.ts';
import { paymentDepsOf } from './payments.module.ts';
import { gatewayNotifications, paymentOrderItems, paymentOrders, payments } from './payments.table.ts';
import { forgetReferenceReads } from '../../db/reference-reads.ts';

/**
 * A fee another area owns, as a module declares it (the shape the records area's TCR fee takes): kept
 * in memory, with a count of each call the payments module makes.
 */
const fees = new Map<string, { owner: string; paid: number; ended: number; withdrawn?: boolean }>();
const feePayable: Payable = {
  async describe(_tx, ref): Promise<FeeDescription | undefined> {
    const fee = fees.get(ref);
    if (!fee) return undefined;
    return {
      amountCents: 5000,
      description: { en: `Test fee ${ref}`, 'zh-hk': `測試費用 ${ref}`, 'zh-cn': `测试费用 ${ref}` },
      mayPay: (userId) => userId === fee.owner,
      refusal: fee.withdrawn ? 'TICKET_NOT_PAYABLE' : null,
    };
  },
  async onSettled(_tx, ref) {
    fees.get(ref)!.paid++;
  },
  async onEnded(_tx, ref) {
    fees.get(ref)!.ended++;
  },
};
const feeRoutes =
  (context: Parameters<ModuleFactory>[0]): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = paymentDepsOf(context);
    const params = z.object({ ref: z.string().max(20) });
    app.post(
      '/test-fees/:ref',
      { onRequest: [authenticate(context.db, context.config)], schema: { params } },
      async (request) => {
        fees.set(request.params.ref, { owner: principalOf(request).userId, paid: 0, ended: 0 });
        return ok({ ref: request.params.ref });
      },
    );
    app.post(
      '/test-fees/:ref/pay',
      { onRequest: [authenticate(context.db, context.config)], schema: { params, body: payFeeBodySchema } },
      async (request) =>
        ok(
          await startFeeOrder(deps, {
            ...request.body,
            feeKind: 'TEST',
            feeRef: request.params.ref,
            payer: principalOf(request).userId,
            mobile: false,
          }),
        ),
    );
  };
const feeModule: ModuleFactory = (context) => ({
  name: 'test-fees',
  prefix: PUBL,
  routes: feeRoutes(context),
  payables: { TEST: feePayable },
});

let t: TestApp;
let owner: string;
let other: string;
beforeAll(
  async () => ({ t, owner, other } = await startPaymentAppWithOwners({}, { extraModules: [feeModule] })),
);
afterAll(() => t.close());

const db = () => t.database.db;
const key = () => `key-${Math.random().toString(36).slice(2, 12)}`;
const today = () => ({ offenceDate: new Date().toISOString().slice(0, 10), offenceTime: '00:00' });

const payTickets = (token: string, noticeNos: string[], body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${PUBL}/pay/tickets`,
    headers: bearer(token),
    payload: { channel: '5', idempotencyKey: key(), noticeNos, ...body },
  });
const orderResult = (token: string, orderNo: string) =>
  t.app.inject({ url: `${PUBL}/pay/orders/${orderNo}`, headers: bearer(token) });
const payFee = (token: string, ref: string, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${PUBL}/test-fees/${ref}/pay`,
    headers: bearer(token),
    payload: { channel: '5', idempotencyKey: key(), ...body },
  });

/** The gateway's signed notification of an order's outcome, as it would send it. */
const notify = (order: { orderNo: string; amountCents: number }, status: string, i = 0) =>
  gatewayNotify(t.app, order, status, i);

async function ticketIdOf(noticeNo: string) {
  const [row] = await db().select({ id: tickets.id }).from(tickets).where(eq(tickets.noticeNo, noticeNo));
  return row!.id;
}

async function threeTickets(first: string) {
  const serials = [first, String(Number(first) + 1), String(Number(first) + 2)];
  const issued = [];
  for (const serial of serials) issued.push(await issue(t.app, serial, today()));
  return issued.map((i) => i.noticeNo);
}

describe('paying several tickets in one order', () => {
  it('when 50 identical notifications of a 3-ticket order arrive at once, then each ticket is settled once, with one payment each, and the order once', async () => {
    const noticeNos = await threeTickets('48000001');
    const res = await payTickets(owner, noticeNos);
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order.noticeNo).toBeNull();
    expect(order.amountCents).toBe(3 * 40000);
    expect(order.items.map((i: { noticeNo: string }) => i.noticeNo)).toEqual(noticeNos);
    expect(order.items.every((i: { state: string }) => i.state === 'OPEN')).toBe(true);
    for (const noticeNo of noticeNos) expect(await ticketStatusOf(db(), noticeNo)).toBe('IN_TRANSACTION');

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => notify(order, 'SUCCESS', i)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));

    for (const noticeNo of noticeNos) expect(await ticketStatusOf(db(), noticeNo)).toBe('SETTLED');
    const ids = await Promise.all(noticeNos.map(ticketIdOf));
    const paid = await db().select().from(payments).where(inArray(payments.ticketId, ids));
    expect(paid).toHaveLength(3);
    expect(new Set(paid.map((p) => p.transactionNo)).size).toBe(3);
    expect(paid.map((p) => p.amountCents)).toEqual([40000, 40000, 40000]);
    const outcomes = await db()
      .select({ outcome: gatewayNotifications.outcome })
      .from(gatewayNotifications)
      .where(eq(gatewayNotifications.orderNo, order.orderNo));
    expect(outcomes.filter((o) => o.outcome === 'SETTLED')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'ALREADY_SETTLED')).toHaveLength(49);
    const confirmJobs = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${CONFIRM_JOB}:${order.orderNo}`));
    expect(confirmJobs).toHaveLength(1);

    const view = (await orderResult(owner, order.orderNo)).json().data;
    expect(view.state).toBe('SUCCESS');
    expect(view.items.map((i: { state: string }) => i.state)).toEqual(['PAID', 'PAID', 'PAID']);
    expect(view.items.map((i: { transactionNo: string }) => i.transactionNo).sort()).toEqual(
      paid.map((p) => p.transactionNo).sort(),
    );
    const receipt = await t.app.inject({
      url: `${PUBL}/pay/orders/${order.orderNo}/receipt`,
      headers: bearer(owner),
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('when someone else asks for the order or its receipt, then there is no such order', async () => {
    const noticeNos = await threeTickets('48000011');
    const order = (await payTickets(owner, noticeNos)).json().data;
    const view = await orderResult(other, order.orderNo);
    expect(view.statusCode).toBe(404);
    expect(view.json().code).toBe('PAY-E-9026');
    const receipt = await t.app.inject({
      url: `${PUBL}/pay/orders/${order.orderNo}/receipt`,
      headers: bearer(owner),
    });
    // Not paid yet: no receipt, even for its payer.
    expect(receipt.json().code).toBe('PAY-E-9026');
  });

  it('when the payment is declined, then every ticket is back in the status it had, and the order answers its failure', async () => {
    const noticeNos = await threeTickets('48000021');
    const overdue = await t.app.inject({
      method: 'POST',
      url: `${INTERNAL}/tickets/${noticeNos[1]}/status`,
      headers: issuerAuth,
      payload: { status: 'OVERDUE', reason: 'TEST' },
    });
    expect(overdue.statusCode).toBe(200);
    const order = (await payTickets(owner, noticeNos)).json().data;
    await choose(t.app, order.redirectUrl, 'decline');
    const back = await orderResult(owner, order.orderNo);
    expect(back.json().code).toBe('PAY-E-9021');
    expect(await ticketStatusOf(db(), noticeNos[0]!)).toBe('UNPAID');
    expect(await ticketStatusOf(db(), noticeNos[1]!)).toBe('OVERDUE');
    expect(await ticketStatusOf(db(), noticeNos[2]!)).toBe('UNPAID');
    const items = await db()
      .select()
      .from(paymentOrderItems)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderItems.orderId))
      .where(eq(paymentOrders.orderNo, order.orderNo));
    expect(items.map((i) => i.payment_order_items.state)).toEqual(['ENDED', 'ENDED', 'ENDED']);
    // Payable again, together or one by one.
    expect((await payTickets(owner, noticeNos)).statusCode).toBe(200);
  });

  it('when the order expires, then every ticket is payable again', async () => {
    const noticeNos = await threeTickets('48000031');
    const order = (await payTickets(owner, noticeNos)).json().data;
    expect((await notify(order, 'EXPIRED')).statusCode).toBe(200);
    for (const noticeNo of noticeNos) expect(await ticketStatusOf(db(), noticeNo)).toBe('UNPAID');
    expect((await orderResult(owner, order.orderNo)).json().code).toBe('PAY-E-9023');
  });

  it('when a ticket is in an open order of several, then it cannot start an order of its own, nor join another', async () => {
    const noticeNos = await threeTickets('48000041');
    const order = (await payTickets(owner, noticeNos.slice(0, 2))).json().data;
    const single = await pay(t.app, await tokenFor(t.app, noticeNos[0]!));
    expect(single.statusCode).toBe(409);
    expect(single.json().code).toBe('PAY-E-9025');
    const again = await payTickets(owner, [noticeNos[2]!, noticeNos[1]!]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAY-E-9036');
    expect(again.json().message).toContain(noticeNos[1]);
    // Nothing of the refused order stays: the third ticket is untouched.
    expect(await ticketStatusOf(db(), noticeNos[2]!)).toBe('UNPAID');
    expect((await orderResult(owner, order.orderNo)).json().data.state).toMatch(/PAYING|IN_PROGRESS/);
  });

  it('when a ticket is in an open order of its own, then an order of several including it is refused', async () => {
    const noticeNos = await threeTickets('48000051');
    expect((await pay(t.app, await tokenFor(t.app, noticeNos[0]!))).statusCode).toBe(200);
    const res = await payTickets(owner, noticeNos);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAY-E-9036');
    expect(await ticketStatusOf(db(), noticeNos[1]!)).toBe('UNPAID');
  });

  it('when the database is asked to open a second order item for a ticket already in an open order, then its unique index refuses', async () => {
    const noticeNos = await threeTickets('48000061');
    const order = (await payTickets(owner, [noticeNos[0]!])).json().data;
    const [row] = await db().select().from(paymentOrders).where(eq(paymentOrders.orderNo, order.orderNo));
    const ticketId = await ticketIdOf(noticeNos[0]!);
    await expect(
      db().insert(paymentOrderItems).values({
        orderId: row!.id,
        kind: 'TICKET',
        ticketId,
        amountCents: 1,
        state: 'OPEN',
      }),
    ).rejects.toThrow();
  });

  it('when a notice is listed twice, or is not payable, or too many are listed, then the order is refused with its reason', async () => {
    const noticeNos = await threeTickets('48000071');
    const twice = await payTickets(owner, [noticeNos[0]!, noticeNos[0]!]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().code).toBe('PAY-E-9034');

    const settled = await payTickets(owner, [noticeNos[0]!]);
    await notify(settled.json().data, 'SUCCESS');
    const notPayable = await payTickets(owner, [noticeNos[1]!, noticeNos[0]!]);
    expect(notPayable.statusCode).toBe(409);
    expect(notPayable.json().code).toBe('PAY-E-9035');
    expect(notPayable.json().message).toContain(noticeNos[0]);

    await db().execute(sql`update system_params set value = '1'::jsonb where code = 'PAY_MAX_ORDER_ITEMS'`);
    forgetReferenceReads(db()); // changed behind the service's back
    try {
      const tooMany = await payTickets(owner, [noticeNos[1]!, noticeNos[2]!]);
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().code).toBe('PAY-E-9033');
    } finally {
      await db().execute(
        sql`update system_params set value = '20'::jsonb where code = 'PAY_MAX_ORDER_ITEMS'`,
      );
      forgetReferenceReads(db());
    }
  });

  it('when the same key is sent twice, then the same order comes back', async () => {
    const noticeNos = await threeTickets('48000081');
    const first = await payTickets(owner, noticeNos, { idempotencyKey: 'bulk-same-key-1' });
    const second = await payTickets(owner, noticeNos, { idempotencyKey: 'bulk-same-key-1' });
    expect(second.json().data.orderNo).toBe(first.json().data.orderNo);
  });

  it('when a user without the ticket permission or without a login pays several tickets, then it is refused', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${PUBL}/pay/tickets`,
      payload: { channel: '5', idempotencyKey: key(), noticeNos: ['A0000000'] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('an order of several tickets nobody told us the end of, its confirmation and its purge', () => {
  it('when the gateway approved but neither notification nor browser came back, then the reconciliation settles every ticket', async () => {
    const noticeNos = await threeTickets('48000091');
    const order = (await payTickets(owner, noticeNos)).json().data;
    await db()
      .update(sandboxPayOrders)
      .set({ status: 'SUCCESS', txnNo: 'TBULKCRASH', completedAt: new Date() })
      .where(eq(sandboxPayOrders.merchantOrderNo, order.orderNo));
    await db().execute(
      sql`update jobs set run_at = now() - interval '1 second' where dedupe_key = ${`${RECONCILE_JOB}:${order.orderNo}`}`,
    );
    await runDueJobs(db(), { [RECONCILE_JOB]: t.app.jobHandlers[RECONCILE_JOB]! });
    for (const noticeNo of noticeNos) expect(await ticketStatusOf(db(), noticeNo)).toBe('SETTLED');
    const paid = await db().select().from(payments).where(eq(payments.transactionNo, 'TBULKCRASH-02'));
    expect(paid).toHaveLength(1);
  });

  it('when the order is paid with a confirmation asked for, then one message lists every ticket with its receipt no', async () => {
    const noticeNos = await threeTickets('48000101');
    const recipient = 'fleet.payer@example.com';
    const order = (await payTickets(owner, noticeNos, { confirmTo: recipient })).json().data;
    expect(order.confirmationTo).not.toContain('fleet.payer');
    await notify(order, 'SUCCESS');
    await runDueJobs(db(), { [CONFIRM_JOB]: t.app.jobHandlers[CONFIRM_JOB]! });
    await runDueJobs(db(), { [CONFIRM_JOB]: t.app.jobHandlers[CONFIRM_JOB]! });
    const sent = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
    expect(sent).toHaveLength(1);
    for (const noticeNo of noticeNos) expect(sent[0]!.body).toContain(noticeNo);
    expect(sent[0]!.body).toContain(`${order.orderNo}`);
    expect(sent[0]!.body).not.toMatch(/https?:/);
  });

  it('when the retention purges one ticket of a paid order of three, then the order stays for the others, and goes with the last', async () => {
    const noticeNos = await threeTickets('48000111');
    const order = (await payTickets(owner, noticeNos)).json().data;
    await notify(order, 'SUCCESS');
    const ids = await Promise.all(noticeNos.map(ticketIdOf));
    const purge = (ticketIds: number[]) =>
      db().transaction(async (tx) => {
        for (const hook of t.app.ticketPurgeHooks)
          await hook(
            tx,
            ticketIds.map((id) => ({ id, noticeSerial: '', offenceAt: new Date(), paidAt: new Date() })),
          );
      });
    const orderRows = () => db().select().from(paymentOrders).where(eq(paymentOrders.orderNo, order.orderNo));
    await purge([ids[0]!]);
    expect(await orderRows()).toHaveLength(1);
    expect(await db().select().from(payments).where(inArray(payments.ticketId, ids))).toHaveLength(2);
    await purge([ids[1]!, ids[2]!]);
    expect(await orderRows()).toHaveLength(0);
  });
});

describe('paying a fee another area owns', () => {
  it('when 50 identical notifications of a fee order arrive at once, then the fee is paid once and its area told once', async () => {
    await t.app.inject({ method: 'POST', url: `${PUBL}/test-fees/F1`, headers: bearer(owner) });
    const res = await payFee(owner, 'F1');
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order.amountCents).toBe(5000);
    expect(order.items).toEqual([
      expect.objectContaining({ kind: 'FEE', feeKind: 'TEST', feeRef: 'F1', state: 'OPEN', noticeNo: null }),
    ]);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => notify(order, 'SUCCESS', i)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(fees.get('F1')).toMatchObject({ paid: 1, ended: 0 });
    const paid = await db().select().from(payments).where(eq(payments.feeRef, 'F1'));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ feeKind: 'TEST', ticketId: null, amountCents: 5000 });

    const again = await payFee(owner, 'F1');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAY-E-9038');
    const receipt = await t.app.inject({
      url: `${PUBL}/pay/orders/${order.orderNo}/receipt`,
      headers: bearer(owner),
    });
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });

  it('when the fee order fails, then its area is told once and the fee can be paid again', async () => {
    await t.app.inject({ method: 'POST', url: `${PUBL}/test-fees/F2`, headers: bearer(owner) });
    const order = (await payFee(owner, 'F2')).json().data;
    const inProgress = await payFee(owner, 'F2');
    expect(inProgress.json().code).toBe('PAY-E-9025');
    await Promise.all([notify(order, 'FAILED', 1), notify(order, 'FAILED', 2)]);
    expect(fees.get('F2')).toMatchObject({ paid: 0, ended: 1 });
    expect((await payFee(owner, 'F2')).statusCode).toBe(200);
  });

  it('when the fee does not exist, or is someone else’s, then there is no fee to pay', async () => {
    await t.app.inject({ method: 'POST', url: `${PUBL}/test-fees/F3`, headers: bearer(owner) });
    for (const res of [await payFee(owner, 'NOPE'), await payFee(other, 'F3')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PAY-E-9037');
    }
  });

  it('when the area says the fee cannot be paid now, then its reason is answered', async () => {
    await t.app.inject({ method: 'POST', url: `${PUBL}/test-fees/F4`, headers: bearer(owner) });
    fees.get('F4')!.withdrawn = true;
    const res = await payFee(owner, 'F4');
    expect(res.json().code).toBe('TKT-E-0006');
  });
});
