import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  issue,
  pay,
  PUBL,
  TEST_GATEWAY_SECRET,
  TICKET_TEST_ENV,
  tokenFor,
} from '../../../test/tickets-fixtures.ts';
import { signBody } from '../../http/body-signature.ts';
import { gatewayNotifications, paymentOrders } from './payments.table.ts';
import { tickets } from '../tickets/tickets.table.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    { ...TICKET_TEST_ENV, PAY_GATEWAY_SECRET: TEST_GATEWAY_SECRET, LOG_LEVEL: 'warn' },
    { logStream: { write: (l) => lines.push(l) } },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('a signed notification with another amount than the order', () => {
  it('when the gateway reports a payment of the wrong amount, then it is a known 4xx refusal, the order stays open and an alert is logged', async () => {
    const { noticeNo } = await issue(t.app, '43000001');
    const order = (await pay(t.app, await tokenFor(t.app, noticeNo))).json().data;
    const body = JSON.stringify({
      orderNo: order.orderNo,
      gatewayOrderId: 'SBX1',
      status: 'SUCCESS',
      amountCents: order.amountCents - 100,
      currency: 'HKD',
      channel: '5',
      txnNo: 'TWRONG1',
      paidAt: new Date().toISOString(),
    });
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: `${PUBL}/pay/notify`,
      headers: {
        'content-type': 'application/json',
        'x-pay-signature': signBody(Buffer.from(TEST_GATEWAY_SECRET), body),
        'accept-language': 'zh-HK',
      },
      payload: body,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PAY-E-9032', message: expect.stringContaining('金額') });

    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const alert = entries.find((e) => e.alert === true);
    expect(alert).toMatchObject({
      level: 40,
      orderNo: order.orderNo,
      paid: order.amountCents - 100,
      due: order.amountCents,
    });
    expect(entries.some((e) => e.level === 50 || e.msg === 'unexpected error')).toBe(false);

    const [stored] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.orderNo, order.orderNo));
    expect(stored!.state).toBe('PAYING');
    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.noticeNo, noticeNo));
    expect(ticket!.status).toBe('IN_TRANSACTION');
    const log = await t.database.db
      .select()
      .from(gatewayNotifications)
      .where(eq(gatewayNotifications.orderNo, order.orderNo));
    expect(log.map((l) => l.outcome)).toEqual(['AMOUNT_MISMATCH']);
  });
});
