import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationPath, MESSAGE_PATHS } from '@eticket/domain/messages/message-routes';
import { USERS, bearer, loginThrough, quickLogin } from '../../../test/identity-helpers.ts';
import {
  NOTIFICATION,
  OWNER,
  OWNER_PHONE,
  outboxAbout,
  settleJobs,
} from '../../../test/messages-fixtures.ts';
import { startSmsGatewayTestServer } from '../../../test/sms-gateway-test-server.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issue, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { signBody } from '../../http/body-signature.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { deliveryHistory } from './delivery.service.ts';
import { messageDeliveries, messages } from './messages.table.ts';

const API_KEY = 'test-sms-api-key-0123456789';
const RECEIPT_SECRET = 'receipt-secret-of-the-test-gateway-0123456789';
const RECEIPT = notificationPath(MESSAGE_PATHS.smsReceipt);

let gateway: Awaited<ReturnType<typeof startSmsGatewayTestServer>>;
let t: TestApp;
beforeAll(async () => {
  gateway = await startSmsGatewayTestServer(API_KEY);
  t = await startTestApp(
    {
      ...TICKET_TEST_ENV,
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_API_KEY: API_KEY,
      SMS_GATEWAY_RECEIPT_SECRET: RECEIPT_SECRET,
      SMS_GATEWAY_TIMEOUT_MS: '500',
      PUBLIC_BASE_URL: 'https://eticket.police.gov.hk',
    },
    { seedDemo: true },
  );
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const db = () => t.database.db;
const ticketIdOf = async (noticeNo: string) =>
  (await db().select({ id: tickets.id }).from(tickets).where(eq(tickets.noticeNo, noticeNo)))[0]!.id;
/** What the gateway was asked to send about a notice: every try, and the messages it took. */
const triesAbout = (noticeNo: string) => gateway.requests.filter((r) => r.body.text.includes(noticeNo));
const takenAbout = (noticeNo: string) =>
  [...gateway.sent.values()].filter((s) => s.body.text.includes(noticeNo));

/** Posts a receipt as the gateway would: signed with the shared secret unless told otherwise. */
function postReceipt(body: unknown, options: { secret?: string; at?: Date; signature?: string | null } = {}) {
  const raw = JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? signBody(Buffer.from(options.secret ?? RECEIPT_SECRET, 'utf8'), raw, options.at)
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: RECEIPT,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-sms-signature': signature } : {}) },
    payload: raw,
  });
}

const receiptOf = (idempotencyKey: string, messageId: string, status: 'DELIVERED' | 'FAILED') => ({
  idempotencyKey,
  messageId,
  status,
  at: new Date().toISOString(),
  ...(status === 'FAILED' ? { reason: 'UNKNOWN_SUBSCRIBER' } : {}),
});

/** The owner's e-ticket message and how it went out, as the message detail shows it. */
async function ownersDetail(noticeNo: string) {
  const owner = await quickLogin(t.app, OWNER);
  const [mine] = await db()
    .select()
    .from(messages)
    .where(and(eq(messages.noticeNo, noticeNo), eq(messages.agentId, 0)));
  const detail = await t.app.inject({
    method: 'POST',
    url: `${NOTIFICATION}/message/setting/message-detail`,
    headers: bearer(owner.token),
    payload: { messageId: mine!.id },
  });
  return detail.json().data.deliveries as { channel: string; status: string; attempts: number }[];
}

/** An e-ticket sent to the owner by SMS: its notice no and its delivery. */
async function sentTicket(serial: string) {
  const { noticeNo } = await issue(t.app, serial);
  await settleJobs(t);
  const [d] = await deliveryHistory(db(), await ticketIdOf(noticeNo));
  return { noticeNo, delivery: d!.delivery };
}

describe('e-tickets by SMS through the gateway', () => {
  it('when a ticket is issued, then the gateway takes one SMS to the owner with the delivery’s key and the receipt address; the message detail says SENT', async () => {
    const { noticeNo, delivery } = await sentTicket('74000001');

    const [taken, ...more] = takenAbout(noticeNo);
    expect(more).toEqual([]);
    expect(taken!.body).toMatchObject({
      idempotencyKey: delivery.idempotencyKey,
      to: `+852${OWNER_PHONE}`,
      from: '#HKPF-eTT',
      receiptUrl: `https://eticket.police.gov.hk${RECEIPT}`,
    });
    expect(delivery.status).toBe('SENT');
    expect(await ownersDetail(noticeNo)).toContainEqual(
      expect.objectContaining({ channel: 'SMS', status: 'SENT', attempts: 1 }),
    );
    expect(await outboxAbout(t, noticeNo)).toEqual([]);
  });

  it('when the gateway answers 503, then the job queue tries again later with the same key, and one SMS goes out', async () => {
    gateway.script({ status: 503 });
    const { noticeNo } = await issue(t.app, '74000002');
    const ticketId = await ticketIdOf(noticeNo);
    const waiting = await vi.waitFor(
      async () => {
        const [d] = await deliveryHistory(db(), ticketId);
        expect(d!.delivery.attempts).toBe(1);
        return d!;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(waiting.delivery).toMatchObject({
      status: 'QUEUED',
      lastError: 'temporary: SMS gateway answered 503',
    });
    expect(triesAbout(noticeNo)).toHaveLength(1);

    await settleJobs(t);
    const tries = triesAbout(noticeNo);
    expect(tries.map((r) => r.body.idempotencyKey)).toEqual([
      waiting.delivery.idempotencyKey,
      waiting.delivery.idempotencyKey,
    ]);
    expect(takenAbout(noticeNo)).toHaveLength(1);
    const [done] = await deliveryHistory(db(), ticketId);
    expect(done!.delivery).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('when the gateway does not answer in time, then the try is a temporary failure and the retry sends it', async () => {
    gateway.script({ hang: true });
    const { noticeNo, delivery } = await sentTicket('74000003');

    expect(delivery).toMatchObject({ status: 'SENT', attempts: 2 });
    const [history] = await deliveryHistory(db(), await ticketIdOf(noticeNo));
    expect(history!.attempts.find((a) => a.attemptNo === 1)).toMatchObject({
      status: 'FAILED',
      detail: 'temporary: SMS gateway timed out',
    });
    expect(takenAbout(noticeNo)).toHaveLength(1);
  });

  it('when the gateway refuses the number (400), then the delivery is FAILED after one try, and the detail says so', async () => {
    gateway.script({ status: 400, error: 'INVALID_NUMBER' });
    const { noticeNo, delivery } = await sentTicket('74000004');

    expect(delivery).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(delivery.lastError).toBe('permanent: SMS gateway refused 400 INVALID_NUMBER');
    expect(triesAbout(noticeNo)).toHaveLength(1);
    expect(await ownersDetail(noticeNo)).toContainEqual(
      expect.objectContaining({ channel: 'SMS', status: 'FAILED' }),
    );
  });
});

describe('the gateway’s delivery receipts', () => {
  it('when a signed DELIVERED receipt comes, then the detail says DELIVERED; the same receipt again changes nothing', async () => {
    const { noticeNo, delivery } = await sentTicket('74000011');
    const { messageId } = takenAbout(noticeNo)[0]!;
    const receipt = receiptOf(delivery.idempotencyKey, messageId, 'DELIVERED');

    const first = await postReceipt(receipt);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ code: '0', data: { status: 'DELIVERED' } });
    const again = await postReceipt(receipt);
    expect(again.json()).toMatchObject({ code: '0', data: { status: 'DELIVERED' } });

    expect(await ownersDetail(noticeNo)).toContainEqual(
      expect.objectContaining({ channel: 'SMS', status: 'DELIVERED' }),
    );
    const [history] = await deliveryHistory(db(), await ticketIdOf(noticeNo));
    expect(history!.attempts.map((a) => a.status)).toEqual(['QUEUED', 'SENT', 'DELIVERED']);
    expect(history!.attempts[2]!.detail).toContain(messageId);
  });

  it('when a FAILED receipt comes, then a sent SMS becomes FAILED; a later DELIVERED one wins, and a FAILED one after it does not', async () => {
    const { noticeNo, delivery } = await sentTicket('74000012');
    const { messageId } = takenAbout(noticeNo)[0]!;

    const failed = await postReceipt(receiptOf(delivery.idempotencyKey, messageId, 'FAILED'));
    expect(failed.json().data).toEqual({ status: 'FAILED' });
    expect(await ownersDetail(noticeNo)).toContainEqual(
      expect.objectContaining({ channel: 'SMS', status: 'FAILED' }),
    );
    const delivered = await postReceipt(receiptOf(delivery.idempotencyKey, messageId, 'DELIVERED'));
    expect(delivered.json().data).toEqual({ status: 'DELIVERED' });
    const late = await postReceipt(receiptOf(delivery.idempotencyKey, messageId, 'FAILED'));
    expect(late.json().data).toEqual({ status: 'DELIVERED' });
  });

  it('when a receipt is forged, unsigned, replayed late or signed with another secret, then it is refused and changes nothing', async () => {
    const { noticeNo, delivery } = await sentTicket('74000013');
    const { messageId } = takenAbout(noticeNo)[0]!;
    const receipt = receiptOf(delivery.idempotencyKey, messageId, 'DELIVERED');
    const genuine = signBody(Buffer.from(RECEIPT_SECRET, 'utf8'), JSON.stringify(receipt));
    const tampered = { ...receipt, status: 'FAILED' };

    const answers = await Promise.all([
      postReceipt(receipt, { signature: null }),
      postReceipt(receipt, { secret: 'another-secret-of-someone-else-0123456789' }),
      postReceipt(receipt, { at: new Date(Date.now() - 10 * 60_000) }),
      postReceipt(receipt, { signature: 't=1,v1=00' }),
      postReceipt(tampered, { signature: genuine }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('MSG-E-0007');
    }
    const [row] = await db().select().from(messageDeliveries).where(eq(messageDeliveries.id, delivery.id));
    expect(row!.status).toBe('SENT');
  });

  it('when a signed receipt is malformed or names no delivery, then it is refused as such', async () => {
    const malformed = await postReceipt({ idempotencyKey: 'not-a-uuid', status: 'DELIVERED' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('SYS-E-0400');
    const unknown = await postReceipt(receiptOf(randomUUID(), 'gw-unknown', 'DELIVERED'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('MSG-E-0008');
  });
});

describe('one-time passwords by SMS', () => {
  /** A DSL user registering to a Department record whose contact means is SMS (each test its own). */
  const registering = async (idNo: string) => {
    const dsl = await loginThrough(t.app, 'DSL', 'dsl-level3', '2');
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `${USERS}${url}`, headers: bearer(dsl.token), payload });
    const { uuid } = (await post('/sso/valid-info', { idType: 'HKID', idNo })).json().data;
    return { post, uuid: uuid as string };
  };

  it('when a user asks for a code, then the gateway has taken the SMS by the time the answer comes', async () => {
    const { post, uuid } = await registering(OWNER);
    const before = gateway.sent.size;

    const sent = await post('/sso/otp-send', { uuid });
    expect(sent.statusCode, sent.body).toBe(200);
    const taken = [...gateway.sent.values()].slice(before);
    expect(taken).toHaveLength(1);
    expect(taken[0]!.body.to).toBe(`+852${OWNER_PHONE}`);
    expect(taken[0]!.body.text).toMatch(/one-time password is \d{6}/);
  });

  it('when the gateway refuses the number for good, then the user is told the code could not be sent', async () => {
    const { post, uuid } = await registering('C3456785'); // LEE KA YAN, SMS 62345678
    gateway.script({ status: 400, error: 'NUMBER_BARRED' });

    const refused = await post('/sso/otp-send', { uuid });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('IDN-E-0110');
  });
});
