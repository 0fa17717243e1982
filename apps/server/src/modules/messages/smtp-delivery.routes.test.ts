import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { USERS, bearer, loginThrough } from '../../../test/identity-helpers.ts';
import { outboxAbout, settleJobs } from '../../../test/messages-fixtures.ts';
import { headerOf, startSmtpTestServer, TEST_CA_FILE, textOf } from '../../../test/smtp-test-server.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issue, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { SEND_JOB } from './delivery-attempt.ts';
import { deliveryHistory } from './delivery.service.ts';
import { messageDeliveries } from './messages.table.ts';

const COMPANY_EMAIL = 'fleet@harbourlogistics.example.com'; // HARBOUR CITY LOGISTICS, owner of GX3579

let relay: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
beforeAll(async () => {
  relay = await startSmtpTestServer();
  t = await startTestApp(
    { ...TICKET_TEST_ENV, SMTP_URL: relay.url, SMTP_CA_FILE: TEST_CA_FILE },
    { seedDemo: true },
  );
});
afterAll(async () => {
  await t?.close();
  await relay?.close();
});

const db = () => t.database.db;
const ticketIdOf = async (noticeNo: string) =>
  (await db().select({ id: tickets.id }).from(tickets).where(eq(tickets.noticeNo, noticeNo)))[0]!.id;
const mailsAbout = (text: string) => relay.received.filter((m) => textOf(m.raw).includes(text));
/** The delivery of a ticket's e-ticket, once its first try is recorded. */
const firstTried = (ticketId: number) =>
  vi.waitFor(
    async () => {
      const [d] = await deliveryHistory(db(), ticketId);
      expect(d?.delivery.attempts).toBeGreaterThan(0);
      return d!;
    },
    { timeout: 10_000, interval: 20 },
  );

describe('messages by e-mail through an SMTP relay', () => {
  it('when a company’s vehicle is ticketed, then the relay gets one e-mail over TLS with the delivery’s idempotency key, and the outbox nothing', async () => {
    const { noticeNo } = await issue(t.app, '73000001', { vehicleNo: 'GX3579' });
    await settleJobs(t);

    const [mail, ...more] = mailsAbout(noticeNo);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ from: 'no-reply@eticket.police.gov.hk', to: [COMPANY_EMAIL], secure: true });
    const [d] = await deliveryHistory(db(), await ticketIdOf(noticeNo));
    expect(d!.delivery.status).toBe('SENT');
    expect(headerOf(mail!.raw, 'X-Idempotency-Key')).toBe(d!.delivery.idempotencyKey);
    expect(await outboxAbout(t, noticeNo)).toEqual([]);
  });

  it('when the relay refuses the address (550), then the delivery is FAILED after one try and never tried again', async () => {
    relay.refuse(COMPANY_EMAIL);
    try {
      const { noticeNo } = await issue(t.app, '73000002', { vehicleNo: 'GX3579' });
      await settleJobs(t);
      const ticketId = await ticketIdOf(noticeNo);
      const [d] = await deliveryHistory(db(), ticketId);

      expect(d!.delivery).toMatchObject({ status: 'FAILED', attempts: 1 });
      expect(d!.attempts.map((a) => [a.attemptNo, a.status, a.detail])).toEqual([
        [0, 'QUEUED', null],
        [1, 'FAILED', 'permanent: SMTP 550 EENVELOPE'],
      ]);
      const pending = await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, SEND_JOB), eq(jobs.state, 'pending')));
      expect(pending.filter((j) => j.payload.deliveryId === d!.delivery.id)).toEqual([]);
      expect(mailsAbout(noticeNo)).toEqual([]);
    } finally {
      relay.accept(COMPANY_EMAIL);
    }
  });

  it('when the relay drops the connection, then the delivery waits QUEUED for the job queue’s retry, which sends it once', async () => {
    relay.dropNextConnections(1);
    const { noticeNo } = await issue(t.app, '73000003', { vehicleNo: 'GX3579' });
    const ticketId = await ticketIdOf(noticeNo);
    const first = await firstTried(ticketId);

    expect(first.delivery).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(first.delivery.lastError).toMatch(/^temporary: SMTP/);
    expect(mailsAbout(noticeNo)).toEqual([]);

    await settleJobs(t);
    const [done] = await deliveryHistory(db(), ticketId);
    expect(done!.delivery).toMatchObject({ status: 'SENT', attempts: 2 });
    const sent = mailsAbout(noticeNo);
    expect(sent).toHaveLength(1);
    expect(headerOf(sent[0]!.raw, 'X-Idempotency-Key')).toBe(done!.delivery.idempotencyKey);
  });

  it('when a user asks for a one-time password by e-mail, then the relay has it by the time the answer comes, and it is not kept afterwards', async () => {
    const dsl = await loginThrough(t.app, 'DSL', 'dsl-level4', '2');
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `${USERS}${url}`, headers: bearer(dsl.token), payload });
    const { uuid } = (await post('/sso/valid-info', { idType: 'HKID', idNo: 'D4567896' })).json().data;
    const before = relay.received.length;

    expect((await post('/sso/otp-send', { uuid })).statusCode).toBe(200);
    const [mail] = relay.received.slice(before).filter((m) => m.to.includes('wingkei.ho@example.com'));
    expect(headerOf(mail!.raw, 'Subject')).toBe('e-Ticket portal: your one-time password');
    const code = /\b(\d{6})\b/.exec(textOf(mail!.raw))![1]!;
    const done = await post('/sso/otp-validate/register', { uuid, otp: code, confirmReplace: true });
    expect(done.statusCode, done.body).toBe(200);

    const [otp] = await db()
      .select()
      .from(messageDeliveries)
      .where(and(eq(messageDeliveries.kind, 'OTP'), like(messageDeliveries.dedupeKey, `OTP:${uuid}:%`)));
    expect(otp).toMatchObject({ status: 'SENT', attempts: 1, body: '' });
  });
});
