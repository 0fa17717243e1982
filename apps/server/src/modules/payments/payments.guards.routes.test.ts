import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  choose,
  INTERNAL,
  issue,
  issuerAuth,
  pay,
  PUBL,
  result,
  paymentAppForFile,
  TEST_GATEWAY_SECRET,
  tokenFor,
} from '../../../test/tickets-fixtures.ts';
import { signBody } from '../../http/body-signature.ts';
import { gatewayNotifications, paymentOrders } from './payments.table.ts';
import { tickets } from '../tickets/tickets.table.ts';

// Without the demo data: each test issues the tickets it pays.
const t = paymentAppForFile({}, {});

const db = () => t.database.db;
const notify = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${PUBL}/pay/notify`,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-pay-signature': signature } : {}) },
    payload: body,
  });

describe('who may start a payment, and when', () => {
  it('when two tabs pay the same ticket at once, then one order opens and the other hears "transaction in progress"', async () => {
    const { noticeNo } = await issue(t.app, '41000001');
    const token = await tokenFor(t.app, noticeNo);
    const [a, b] = await Promise.all([pay(t.app, token), pay(t.app, token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().code).toBe('PAY-E-9025');
    expect(refused.json().message).toMatch(/in progress.*after \d+ seconds/);
    const ticket = (await db().select().from(tickets).where(eq(tickets.noticeNo, noticeNo)))[0]!;
    expect(await db().select().from(paymentOrders).where(eq(paymentOrders.ticketId, ticket.id))).toHaveLength(
      1,
    );
  });

  it('when the same idempotency key is sent twice, then the same order comes back', async () => {
    const { noticeNo } = await issue(t.app, '41000002');
    const token = await tokenFor(t.app, noticeNo);
    const first = await pay(t.app, token, { idempotencyKey: 'same-key-123' });
    const second = await pay(t.app, token, { idempotencyKey: 'same-key-123' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.orderNo).toBe(first.json().data.orderNo);
  });

  it('when the customer left the gateway page over 3 minutes ago, then a new payment closes the old order first', async () => {
    const { noticeNo } = await issue(t.app, '41000003');
    const token = await tokenFor(t.app, noticeNo);
    const old = (await pay(t.app, token)).json().data;
    await db().execute(
      sql`update payment_orders set created_at = now() - interval '181 seconds' where order_no = ${old.orderNo}`,
    );
    const fresh = await pay(t.app, token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.orderNo).not.toBe(old.orderNo);
    expect((await result(t.app, token, old.orderNo)).json().code).toBe('PAY-E-9022');
    // The old order is closed at the gateway too: its page no longer offers to pay.
    expect((await choose(t.app, old.redirectUrl, 'approve')).statusCode).toBe(409);
  });

  it('when PPS or a mobile wallet is chosen on a phone, then it is refused with the spec’s message', async () => {
    const { noticeNo } = await issue(t.app, '41000004');
    const token = await tokenFor(t.app, noticeNo);
    const iphone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' };
    const res = await pay(t.app, token, { channel: '2' }, iphone);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PAY-E-9027',
      message: expect.stringContaining('Mobile payment and PPS payment'),
    });
    expect((await pay(t.app, token, { channel: '1' }, iphone)).statusCode).toBe(200);
  });

  it('when the ticket is to be paid at the court shroff, then its status does not support payment', async () => {
    const { noticeNo } = await issue(t.app, '41000005');
    const token = await tokenFor(t.app, noticeNo);
    await t.app.inject({
      method: 'POST',
      url: `${INTERNAL}/tickets/${noticeNo}/status`,
      headers: issuerAuth,
      payload: { status: 'PAY_AT_COURT_SHROFF', reason: 'COURT_ORDER' },
    });
    const res = await pay(t.app, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'TKT-E-0006',
      message: 'The ticket status does not support payment.',
    });
  });

  it('when no lookup token or a forged one is sent, then the visitor must search again', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: `${PUBL}/pay`,
      payload: { channel: '5', idempotencyKey: 'abcdefgh' },
    });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('TKT-E-0009');
    const forged = await pay(t.app, 'eyJhbGciOiJIUzI1NiJ9.eyJ0aWQiOjF9.c2lnbmF0dXJl');
    expect(forged.json().code).toBe('TKT-E-0009');
  });

  it('when a token for one ticket asks for another ticket’s order, then no such payment is found', async () => {
    const a = await issue(t.app, '41000006');
    const b = await issue(t.app, '41000007');
    const tokenA = await tokenFor(t.app, a.noticeNo);
    const tokenB = await tokenFor(t.app, b.noticeNo);
    const order = (await pay(t.app, tokenA)).json().data;
    const res = await result(t.app, tokenB, order.orderNo);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PAY-E-9026');
    const receipt = await t.app.inject({
      url: `${PUBL}/tickets/receipt`,
      headers: { 'x-lookup-token': tokenB },
    });
    expect(receipt.json().code).toBe('PAY-E-9026');
    const payment = await t.app.inject({
      url: `${PUBL}/tickets/payment`,
      headers: { 'x-lookup-token': tokenB },
    });
    expect(payment.json().code).toBe('PAY-E-9026');
  });
});

describe('the gateway notification', () => {
  it('when a notification is unsigned or tampered with, then it is refused, logged, and settles nothing', async () => {
    const { noticeNo } = await issue(t.app, '41000010');
    const token = await tokenFor(t.app, noticeNo);
    const order = (await pay(t.app, token)).json().data;
    const body = JSON.stringify({
      orderNo: order.orderNo,
      gatewayOrderId: 'SBX1',
      status: 'SUCCESS',
      amountCents: 40000,
      currency: 'HKD',
      channel: '5',
      txnNo: 'T1',
      paidAt: new Date().toISOString(),
    });
    const secret = Buffer.from(TEST_GATEWAY_SECRET);
    const unsigned = await notify(body);
    const tampered = await notify(body.replace('40000', '1'), signBody(secret, body));
    const wrongKey = await notify(body, signBody(Buffer.from('another-secret-0123456789'), body));
    const stale = await notify(body, signBody(secret, body, new Date(Date.now() - 3_600_000)));
    for (const res of [unsigned, tampered, wrongKey, stale]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('PAY-E-9029');
    }
    const log = await db()
      .select()
      .from(gatewayNotifications)
      .where(eq(gatewayNotifications.orderNo, order.orderNo));
    expect(log.map((l) => l.outcome).sort()).toEqual([
      'REFUSED_INVALID',
      'REFUSED_INVALID',
      'REFUSED_MISSING',
      'REFUSED_STALE',
    ]);
    expect(log.every((l) => !l.verified)).toBe(true);
    expect((await db().select().from(tickets).where(eq(tickets.noticeNo, noticeNo)))[0]!.status).toBe(
      'IN_TRANSACTION',
    );
    const signed = await notify(body, signBody(secret, body));
    expect(signed.statusCode).toBe(200);
    expect((await db().select().from(tickets).where(eq(tickets.noticeNo, noticeNo)))[0]!.status).toBe(
      'SETTLED',
    );
  });
});
