import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TestApp } from '../../../test/test-app.ts';
import {
  choose,
  issue,
  pay,
  PUBL,
  result,
  startPaymentTestApp,
  TEST_GATEWAY_SECRET,
  ticketStatusOf,
  tokenFor,
} from '../../../test/tickets-fixtures.ts';
import { signBody } from '../../http/body-signature.ts';
import { gatewayNotifications, payments } from './payments.table.ts';
import { ticketHistory, tickets } from '../tickets/tickets.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const statusOf = (noticeNo: string) => ticketStatusOf(db(), noticeNo);

async function waitFor(check: () => Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}

async function openOrder(serial: string, channel = '5') {
  const { noticeNo } = await issue(t.app, serial);
  const token = await tokenFor(t.app, noticeNo);
  const res = await pay(t.app, token, { channel });
  expect(res.statusCode).toBe(200);
  return {
    noticeNo,
    token,
    order: res.json().data as { orderNo: string; redirectUrl: string; state: string },
  };
}

describe('the sandbox gateway’s checkout page', () => {
  it.each([
    ['en', 'lang="en"', 'Approve payment', '40000091'],
    ['zh-HK', 'lang="zh-Hant-HK"', '批准付款', '40000092'],
    ['zh-cn', 'lang="zh-Hans-CN"', '批准付款', '40000093'],
  ])(
    'when it is opened with lang=%s, then it is in that language with four labelled choices',
    async (lang, attr, approve, serial) => {
      const { order } = await openOrder(serial);
      const page = await t.app.inject({ url: order.redirectUrl.replace('lang=en', `lang=${lang}`) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(attr);
      expect(page.body).toContain(approve);
      expect(page.body.match(/<button [^>]*name="action"/g)).toHaveLength(4);
      expect(page.body).toContain('<legend>');
      expect(page.body).toMatch(/<h1>[^<]+<\/h1>/);
    },
  );
});

describe('paying a ticket through the sandbox gateway', () => {
  it('when the customer approves, then the browser returns to the waiting page and the ticket is settled once', async () => {
    const { noticeNo, token, order } = await openOrder('40000001');
    expect(order.state).toBe('PAYING');
    expect(order.redirectUrl).toMatch(/^\/sandbox\/pay\/checkout\?order=SBX/);
    expect(await statusOf(noticeNo)).toBe('IN_TRANSACTION');
    const page = await t.app.inject({ url: order.redirectUrl.replace('lang=en', 'lang=zh-HK') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="zh-Hant-HK"');
    expect(page.body).toContain('HK$ 400.00');
    expect(page.body).toContain('批准付款');

    const back = await choose(t.app, order.redirectUrl, 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/portal/ticket/pay/waiting?orderNo=${order.orderNo}`);
    const res = await result(t.app, token, order.orderNo);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'SUCCESS', noticeNo, amountCents: 40000 });
    expect(res.json().data.transactionNo).toMatch(/^T\d+/);
    expect(await statusOf(noticeNo)).toBe('SETTLED');
    // The notification arrives too (kicked at once by the gateway); it finds the order settled.
    await waitFor(
      async () =>
        (
          await db()
            .select()
            .from(gatewayNotifications)
            .where(eq(gatewayNotifications.orderNo, order.orderNo))
        ).length > 0,
    );
    const notes = await db()
      .select()
      .from(gatewayNotifications)
      .where(eq(gatewayNotifications.orderNo, order.orderNo));
    expect(notes.map((n) => [n.verified, n.outcome])).toEqual([[true, expect.stringMatching(/SETTLED/)]]);

    const receipt = await t.app.inject({
      url: `${PUBL}/tickets/receipt`,
      headers: { 'x-lookup-token': token },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pay(t.app, token)).json().code).toBe('TKT-E-0007');
  });

  it('when 50 notifications and browser returns for one payment arrive at once, then it is settled once with one payment', async () => {
    const { noticeNo, token, order } = await openOrder('40000002');
    await choose(t.app, order.redirectUrl, 'approve');
    const query = await fetch(`${new URL(t.app.listeningOrigin)}sandbox/pay/api/orders/query`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-pay-signature': signBody(
          Buffer.from(TEST_GATEWAY_SECRET),
          JSON.stringify({ orderNo: order.orderNo }),
        ),
      },
      body: JSON.stringify({ orderNo: order.orderNo }),
    });
    const status = await query.text();
    const calls = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? t.app.inject({
            method: 'POST',
            url: `${PUBL}/pay/notify`,
            headers: {
              'content-type': 'application/json',
              'x-pay-signature': signBody(Buffer.from(TEST_GATEWAY_SECRET), status),
            },
            payload: status,
          })
        : result(t.app, token, order.orderNo),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const ticket = (await db().select().from(tickets).where(eq(tickets.noticeNo, noticeNo)))[0]!;
    expect(ticket.status).toBe('SETTLED');
    expect(await db().select().from(payments).where(eq(payments.ticketId, ticket.id))).toHaveLength(1);
    const settledRows = await db().select().from(ticketHistory).where(eq(ticketHistory.ticketId, ticket.id));
    expect(settledRows.filter((h) => h.toStatus === 'SETTLED')).toHaveLength(1);
  });

  it.each([
    ['cancel', 'PAY-E-9022', 'The payment was cancelled. [PAY-E-9022]'],
    ['decline', 'PAY-E-9021', expect.stringContaining('[PAY-E-9021]')],
    ['expire', 'PAY-E-9023', expect.stringContaining('[PAY-E-9023]')],
  ] as const)(
    'when the customer chooses %s, then the result answers %s and the ticket is unpaid again',
    async (action, code, message) => {
      const serial = { cancel: '40000011', decline: '40000012', expire: '40000013' }[action];
      const { noticeNo, token, order } = await openOrder(serial);
      await choose(t.app, order.redirectUrl, action);
      const res = await result(t.app, token, order.orderNo);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code, message, data: null });
      expect(await statusOf(noticeNo)).toBe('UNPAID');
      const again = await pay(t.app, token);
      expect(again.statusCode).toBe(200);
    },
  );
});
