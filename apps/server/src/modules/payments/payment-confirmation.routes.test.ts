import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bearer, quickLogin } from '../../../test/identity-helpers.ts';
import {
  choose,
  issue,
  pay,
  payApproved,
  payApprovedLoggedIn,
  paymentAppForFile,
  PUBL,
  result,
  tokenFor,
} from '../../../test/tickets-fixtures.ts';
import { outboxMessages } from '../../sandbox/outbox/outbox.table.ts';
import { messageDeliveries } from '../messages/messages.table.ts';
import { settleJobs } from '../../../test/messages-fixtures.ts';
import { runDueJobs } from '../jobs/jobs.worker.ts';
import { sendPaymentConfirmations } from './confirmation.service.ts';
import { paymentOrders } from './payments.table.ts';
import { paymentJobHandlers } from './payments.jobs.ts';

const t = paymentAppForFile();
let owner: string;
beforeAll(async () => {
  owner = (await quickLogin(t.app, 'A1234563')).token;
});

const db = () => t.database.db;
const sentTo = (recipient: string) =>
  db().select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
const orderRow = async (orderNo: string) =>
  (await db().select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]!;
const makeJobsDue = () =>
  db().execute(sql`update jobs set run_at = now() - interval '1 second' where state = 'pending'`);
/** Every way an outcome can reach settlement, one after another: the browser's return, the jobs, the notify. */
async function settleEveryWay(token: string, orderNo: string) {
  await result(t.app, token, orderNo);
  await makeJobsDue();
  await runDueJobs(db(), t.app.jobHandlers);
  await result(t.app, token, orderNo);
  await runDueJobs(db(), t.app.jobHandlers);
}

describe('a confirmation of the payment, when the payer asks for one', () => {
  it('when a visitor pays with an e-mail for the confirmation, then exactly one is sent, with the receipt details and no link', async () => {
    const { noticeNo } = await issue(t.app, '47000001');
    const token = await tokenFor(t.app, noticeNo);
    const res = await pay(t.app, token, { confirmTo: ' Payer.Two@Example.com ', lang: 'en' });
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order.confirmationTo).toBe('p*****************com');
    expect(JSON.stringify(res.json())).not.toContain('payer.two');
    expect((await orderRow(order.orderNo)).confirmRecipient).toBe('payer.two@example.com');
    await choose(t.app, order.redirectUrl, 'approve');
    await settleEveryWay(token, order.orderNo);
    // The job run again by hand (a lease that lapsed, say) sends nothing more.
    await sendPaymentConfirmations(db(), order.orderNo, {});
    await paymentJobHandlers({ db: db(), payables: () => ({}) } as never)['payments.confirm']!.run(
      { orderNo: order.orderNo },
      {
        id: 0,
        kind: 'payments.confirm',
        payload: {},
        attempts: 1,
        maxAttempts: 1,
      },
    );

    const sent = await sentTo('payer.two@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe('EMAIL');
    const body = sent[0]!.body;
    for (const fact of [noticeNo, 'AB1234', 'HK$400.00', 'Visa', order.orderNo, 'nothing else to do'])
      expect(body).toContain(fact);
    expect(body).not.toMatch(/https?:|www\.|\/portal/);
    // The address is used once and then not kept; the masked form stays for the result page.
    const row = await orderRow(order.orderNo);
    expect(row.confirmRecipient).toBeNull();
    expect(row.confirmedAt).not.toBeNull();
    expect((await result(t.app, token, order.orderNo)).json().data.confirmationTo).toBe(
      'p*****************com',
    );
    // The message went out as a delivery of the messages area, which keeps the address masked once sent.
    const [delivery] = await db()
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.dedupeKey, `CONFIRMATION:${order.orderNo}:0`));
    expect(delivery).toMatchObject({ kind: 'CONFIRMATION', status: 'DELIVERED', attempts: 1 });
    expect(delivery!.destination).not.toContain('payer.two');
  });

  it('when the payment is cancelled, then nothing is sent and the address typed is erased', async () => {
    const { noticeNo } = await issue(t.app, '47000002');
    const token = await tokenFor(t.app, noticeNo);
    const order = (await pay(t.app, token, { confirmTo: '6123 4567' })).json().data;
    expect(order.confirmationTo).toBe('61****67');
    await choose(t.app, order.redirectUrl, 'cancel');
    await settleEveryWay(token, order.orderNo);
    expect(await sentTo('61234567')).toHaveLength(0);
    expect((await orderRow(order.orderNo)).confirmRecipient).toBeNull();
  });

  it.each([
    ['en', 'Please enter an e-mail address or a Hong Kong mobile number.', '47000011'],
    ['zh-HK', '請輸入電郵地址或香港流動電話號碼。', '47000012'],
    ['zh-CN', '请输入电子邮件地址或香港手机号码。', '47000013'],
  ])(
    'when the contact is neither an e-mail nor a mobile number (%s), then 400 says so and no order opens',
    async (lang, text, serial) => {
      const { noticeNo } = await issue(t.app, serial);
      const token = await tokenFor(t.app, noticeNo);
      const res = await pay(t.app, token, { confirmTo: '2123 4567' }, { 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(text);
      expect(JSON.stringify(res.json())).not.toContain('2123');
    },
  );

  it('when a logged-in owner pays in Chinese, then the registered contact gets one confirmation in Chinese', async () => {
    const { noticeNo } = await issue(t.app, '47000003');
    // The e-ticket itself goes to the same number when the ticket is issued: let it go first.
    await settleJobs(t);
    const before = (await sentTo('91234567')).length;
    const { order } = await payApprovedLoggedIn(t.app, owner, noticeNo, {
      idempotencyKey: 'owner-confirm-1',
      lang: 'zh-hk',
    });
    expect(order.confirmationTo).toBeNull();
    await makeJobsDue();
    await runDueJobs(db(), t.app.jobHandlers);
    await runDueJobs(db(), t.app.jobHandlers);
    const mine = (await sentTo('91234567')).slice(before).filter((m) => m.body.includes(noticeNo));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.channel).toBe('SMS');
    expect(mine[0]!.body).toContain('轉數快');
    expect(mine[0]!.body).toContain('無須再作任何行動');
  });
});

describe('one naming of a payment everywhere', () => {
  it('when a ticket is paid by Visa, then its payment, the record and the result all say Visa, not Credit card', async () => {
    const { noticeNo } = await issue(t.app, '47000004', {
      offenceDate: new Date().toISOString().slice(0, 10),
      offenceTime: '00:00',
    });
    const { token, order } = await payApproved(t.app, noticeNo);

    const payment = await t.app.inject({
      url: `${PUBL}/tickets/payment`,
      headers: { 'x-lookup-token': token },
    });
    expect(payment.statusCode).toBe(200);
    expect(payment.json().data).toMatchObject({
      orderNo: order.orderNo,
      noticeNo,
      vehicleNo: 'AB1234',
      means: { en: 'Visa', 'zh-hk': 'Visa 卡' },
      amountCents: 40000,
    });
    const records = await t.app.inject({ url: `${PUBL}/payments?months=1`, headers: bearer(owner) });
    const row = records.json().data.items.find((r: { noticeNo: string }) => r.noticeNo === noticeNo);
    expect(row.methodName.en).toBe('Visa');
  });

  it('when a ticket is not paid yet, then its payment is PAYMENT_NOT_FOUND', async () => {
    const { noticeNo } = await issue(t.app, '47000005');
    const token = await tokenFor(t.app, noticeNo);
    const res = await t.app.inject({ url: `${PUBL}/tickets/payment`, headers: { 'x-lookup-token': token } });
    expect(res.json().code).toBe('PAY-E-9026');
  });
});
