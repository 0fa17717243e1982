import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  INTERNAL,
  issue,
  issuerAuth,
  lookup,
  noticeNoOf,
  PUBL,
  TICKET_TEST_ENV,
  tokenFor,
} from '../../../test/tickets-fixtures.ts';
import { ticketHistory, tickets } from './tickets.table.ts';
import { payments } from '../payments/payments.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV, { seedDemo: true });
});
afterAll(() => t.close());

const externalPayment = (noticeNo: string, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${INTERNAL}/tickets/${noticeNo}/payments`,
    headers: issuerAuth,
    payload: {
      transactionNo: `ATM-${noticeNo}`,
      methodCode: '5',
      amountCents: 40000,
      paidAt: '2026-03-05T10:00:00+08:00',
      ...body,
    },
  });
const setStatus = (noticeNo: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `${INTERNAL}/tickets/${noticeNo}/status`,
    headers: issuerAuth,
    payload: body,
  });
const historyOf = async (noticeNo: string) => {
  const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.noticeNo, noticeNo));
  return t.database.db
    .select()
    .from(ticketHistory)
    .where(eq(ticketHistory.ticketId, ticket!.id))
    .orderBy(ticketHistory.id);
};

describe('payments made outside the platform', () => {
  it('when an ATM payment is reported, then the ticket is settled with history, and the receipt names the method', async () => {
    const { noticeNo } = await issue(t.app, '43000001');
    const res = await externalPayment(noticeNo);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ noticeNo, status: 'SETTLED', transactionNo: `ATM-${noticeNo}` });
    expect((await historyOf(noticeNo)).map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([
      [null, 'UNPAID', 'ISSUED'],
      ['UNPAID', 'SETTLED', 'PAID_EXTERNALLY:5'],
    ]);
    const token = await tokenFor(t.app, noticeNo);
    const receipt = await t.app.inject({
      url: `${PUBL}/tickets/receipt`,
      headers: { 'x-lookup-token': token },
    });
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });

  it('when the same ticket is reported paid twice, then the second is refused as already paid', async () => {
    const { noticeNo } = await issue(t.app, '43000002');
    await externalPayment(noticeNo);
    const again = await externalPayment(noticeNo, { transactionNo: 'PPS-2' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TKT-E-0007', message: 'The ticket has already been paid.' });
    const dup = await externalPayment((await issue(t.app, '43000003')).noticeNo, {
      transactionNo: `ATM-${noticeNo}`,
    });
    expect(dup.json().code).toBe('PAY-E-9031');
  });

  it('when the amount differs from the amount due, then it is refused naming both', async () => {
    const { noticeNo } = await issue(t.app, '43000004');
    const res = await externalPayment(noticeNo, { amountCents: 32000 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PAY-E-9030',
      message: 'The amount paid (320.00) differs from the amount due (400.00).',
    });
  });

  it('when the notice no does not exist, then the ticket does not exist', async () => {
    const res = await externalPayment(noticeNoOf('43999999'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TKT-E-0005', message: 'The ticket does not exist.' });
  });

  it('when an unknown method code is sent, then the body is refused', async () => {
    const { noticeNo } = await issue(t.app, '43000005');
    expect((await externalPayment(noticeNo, { methodCode: 'Z' })).statusCode).toBe(400);
  });

  it('when called without the issuer token, then it is refused', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${INTERNAL}/tickets/x/payments`, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('investigation, court and refund statuses', () => {
  it('when a paid ticket is refunded, then it goes through refund in process to refunded with a date', async () => {
    const { noticeNo } = await issue(t.app, '43000010');
    await externalPayment(noticeNo);
    expect(
      (await setStatus(noticeNo, { status: 'REFUND_IN_PROCESS', reason: 'CANCELLED_BY_COURT' })).statusCode,
    ).toBe(200);
    const refunded = await setStatus(noticeNo, {
      status: 'REFUNDED',
      reason: 'CHEQUE_SENT',
      statusDate: '2026-04-01',
    });
    expect(refunded.json().data).toEqual({ noticeNo, status: 'REFUNDED', statusDate: '2026-04-01' });
    const { ticket } = (await lookup(t.app, noticeNo, 'AB1234')).json().data;
    expect(ticket).toMatchObject({
      status: 'REFUNDED',
      statusDate: '2026-04-01',
      statusLabel: { en: 'Refunded' },
      payable: false,
    });
    // Never deleted: the payment stays on record beside the refund.
    expect(
      await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.transactionNo, `ATM-${noticeNo}`)),
    ).toHaveLength(1);
  });

  it('when an investigation ends in cancellation, then each step is in the history', async () => {
    // At a place of its own: a ticket paired as a possible duplicate would have one more step (ADR 0062).
    const { noticeNo } = await issue(t.app, '43000011', { place: 'LOT 43000011, NATHAN ROAD' });
    await setStatus(noticeNo, { status: 'UNDER_INVESTIGATION', reason: 'DISPUTE' });
    await setStatus(noticeNo, { status: 'CANCELLED_AFTER_INVESTIGATION', reason: 'NO_CASE' });
    expect((await historyOf(noticeNo)).map((h) => h.toStatus)).toEqual([
      'UNPAID',
      'UNDER_INVESTIGATION',
      'CANCELLED_AFTER_INVESTIGATION',
    ]);
  });

  it.each([
    ['UNPAID', 'SETTLED'],
    ['UNPAID', 'REFUNDED'],
    ['UNPAID', 'IN_TRANSACTION'],
  ])('when a %s ticket is set to %s, then the change is refused', async (_from, to) => {
    const { noticeNo } = await issue(t.app, `4300002${to.length % 10}`);
    const res = await setStatus(noticeNo, { status: to, reason: 'TEST' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'TKT-E-0008',
      message: `A ticket in status UNPAID cannot change to ${to}.`,
    });
  });
});

describe('the demo tickets', () => {
  it('when each demo status is looked up, then the status, its label and payability come back', async () => {
    const payable: Record<string, boolean> = {};
    for (let n = 0; n < 22; n += 2) {
      const serial = String(60_000_001 + n);
      const vehicleNo = ['AB1234', 'CD5678', 'HK2468', 'GX3579', 'LB8080'][n % 5]!;
      const { ticket } = (await lookup(t.app, serial, vehicleNo)).json().data;
      payable[ticket.status] = ticket.payable;
    }
    expect(payable).toEqual({
      UNPAID: true,
      IN_TRANSACTION: false,
      SETTLED: false,
      UNDER_INVESTIGATION: true,
      INVESTIGATION_COMPLETED: true,
      CANCELLED_AFTER_INVESTIGATION: false,
      CANCELLED_BY_COURT: false,
      OVERDUE: true,
      PAY_AT_COURT_SHROFF: false,
      REFUND_IN_PROCESS: false,
      REFUNDED: false,
    });
  });
});
