import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, quickLogin } from '../../../test/identity-helpers.ts';
import { issue, INTERNAL, issuerAuth, noticeNoOf, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import {
  AGENT,
  DRIVER,
  NOTIFICATION,
  OWNER,
  OWNER_PHONE,
  outboxAbout,
  settleJobs,
} from '../../../test/messages-fixtures.ts';
import { sandboxMessageSender } from '../../sandbox/outbox/outbox.adapter.ts';
import type { ClaimedJob } from '../jobs/jobs.repository.ts';
import { issueTicket } from '../tickets/tickets.service.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { linksIn } from './message-check.service.ts';
import { DELIVER_TICKET_JOB, deliveryHistory, queueReminders } from './delivery.service.ts';
import {
  PermanentSendFailure,
  TemporarySendFailure,
  useMessageSenderAdapter,
  type OutgoingMessage,
} from './message-sender.port.ts';
import { messageDeliveries, messages } from './messages.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV, { seedDemo: true });
});
afterEach(() => useMessageSenderAdapter(sandboxMessageSender));
afterAll(() => t.close());

const db = () => t.database.db;
const ticketIdOf = async (noticeNo: string) =>
  (await db().select({ id: tickets.id }).from(tickets).where(eq(tickets.noticeNo, noticeNo)))[0]!.id;
const job = (attempts: number): ClaimedJob => ({
  id: 0,
  kind: DELIVER_TICKET_JOB,
  payload: {},
  attempts,
  maxAttempts: 6,
});
const body = (serial: string, vehicleNo = 'AB1234') => ({
  noticeNo: noticeNoOf(serial),
  vehicleNo,
  noticeType: '525' as const,
  offenceCode: '04',
  offenceDate: '2026-03-02',
  offenceTime: '14:35',
  place: 'NATHAN ROAD, MONG KOK',
  issuingOfficerNo: 'PC4321',
});
const listOf = async (token: string, agentId?: number) =>
  (
    await t.app.inject({ url: `${NOTIFICATION}/message/list?pageSize=100`, headers: bearer(token, agentId) })
  ).json().data as {
    items: { noticeNo: string | null; title: string; language: string; attachmentCount: number }[];
  };

describe('e-ticket delivery when a ticket is issued', () => {
  it('when a ticket is issued, then one SMS from #HKPF-eTT with no link reaches the owner, and the owner and the vehicle’s agent find it in their boxes, another user does not', async () => {
    const { noticeNo } = await issue(t.app, '71000001');
    await settleJobs(t);
    const sent = await outboxAbout(t, noticeNo);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'SMS', sender: '#HKPF-eTT', recipient: OWNER_PHONE });
    expect(linksIn(sent[0]!.body)).toEqual([]);
    expect(sent[0]!.body).not.toMatch(/https?:|www\./i);
    expect(sent[0]!.body).toContain('AB1234');
    expect(sent[0]!.body).toContain('HK$');
    expect(sent[0]!.body).toContain('18222');

    const owner = await quickLogin(t.app, OWNER);
    const mine = (await listOf(owner.token)).items.find((m) => m.noticeNo === noticeNo);
    expect(mine).toMatchObject({ language: 'en', attachmentCount: 1 });
    const agent = await quickLogin(t.app, AGENT);
    const agentRoleId = (await db().select().from(messages).where(eq(messages.noticeNo, noticeNo))).find(
      (m) => m.agentId !== 0,
    )!.agentId;
    const agentsCopy = (await listOf(agent.token, agentRoleId)).items.find((m) => m.noticeNo === noticeNo);
    expect(agentsCopy).toMatchObject({ language: 'zh-hk' });
    expect(agentsCopy!.title).toContain('電子告票');
    // Not in the agent's personal box, nor in another user's.
    expect((await listOf(agent.token, 0)).items.some((m) => m.noticeNo === noticeNo)).toBe(false);
    const other = await quickLogin(t.app, DRIVER);
    expect((await listOf(other.token)).items.some((m) => m.noticeNo === noticeNo)).toBe(false);

    const [delivery] = await deliveryHistory(db(), await ticketIdOf(noticeNo));
    expect(delivery!.delivery.status).toBe('DELIVERED');
    expect(delivery!.attempts.map((a) => [a.attemptNo, a.status])).toEqual([
      [0, 'QUEUED'],
      [1, 'SENT'],
      [1, 'DELIVERED'],
    ]);
  });

  it('when a company’s vehicle is ticketed, then one e-mail without a link goes to the company’s registered address, and its administrator and staff find it in their company boxes', async () => {
    const { noticeNo } = await issue(t.app, '71000009', { vehicleNo: 'GX3579' });
    await settleJobs(t);
    const sent = await outboxAbout(t, noticeNo);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      channel: 'EMAIL',
      sender: 'no-reply@eticket.police.gov.hk',
      recipient: 'fleet@harbourlogistics.example.com',
    });
    expect(linksIn(sent[0]!.body)).toEqual([]);
    const boxes = await db().select().from(messages).where(eq(messages.noticeNo, noticeNo));
    expect(boxes.map((m) => m.language).sort()).toEqual(['en', 'zh-cn']);
    expect(boxes.every((m) => m.agentId !== 0)).toBe(true);
  });

  it('when the same ticket is issued again and its delivery job runs 50 times at once, then one SMS is sent', async () => {
    const { noticeNo } = await issue(t.app, '71000002');
    const ticketId = await ticketIdOf(noticeNo);
    const handler = t.app.jobHandlers[DELIVER_TICKET_JOB]!;
    const reissues = Array.from({ length: 5 }, () =>
      t.app.inject({
        method: 'POST',
        url: `${INTERNAL}/tickets`,
        headers: issuerAuth,
        payload: body('71000002'),
      }),
    );
    const runs = Array.from({ length: 50 }, () => handler.run({ ticketId }, job(1)));
    await Promise.all([...runs, ...reissues]);
    for (const r of await Promise.all(reissues)) expect(r.statusCode).toBe(409);
    await settleJobs(t);
    expect(await outboxAbout(t, noticeNo)).toHaveLength(1);
    const rows = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.noticeNo, noticeNo), eq(messages.agentId, 0)));
    expect(rows).toHaveLength(1);
  });

  it('when the gateway fails twice for the moment and then accepts, then three attempts are recorded and one SMS goes out', async () => {
    let calls = 0;
    // Only this ticket's messages meet the failing gateway; anything else still in flight goes through.
    useMessageSenderAdapter((tx) => ({
      async send(m: OutgoingMessage) {
        if (!m.body.includes(noticeNoOf('71000003'))) return sandboxMessageSender(tx).send(m);
        calls += 1;
        if (calls <= 2) throw new TemporarySendFailure('gateway timeout');
        return sandboxMessageSender(tx).send(m);
      },
    }));
    // Issued without its hooks, so that only this test runs the delivery.
    const { noticeNo } = await issueTicket(db(), body('71000003'));
    const ticketId = await ticketIdOf(noticeNo);
    const handler = t.app.jobHandlers[DELIVER_TICKET_JOB]!;
    await expect(handler.run({ ticketId }, job(1))).rejects.toThrow();
    await expect(handler.run({ ticketId }, job(2))).rejects.toThrow();
    await handler.run({ ticketId }, job(3));
    await handler.run({ ticketId }, job(4));
    expect(calls).toBe(3);
    expect(await outboxAbout(t, noticeNo)).toHaveLength(1);
    const [h] = await deliveryHistory(db(), ticketId);
    expect(h!.delivery).toMatchObject({ status: 'DELIVERED', attempts: 3 });
    expect(h!.attempts.map((a) => [a.attemptNo, a.status])).toEqual([
      [0, 'QUEUED'],
      [1, 'FAILED'],
      [2, 'FAILED'],
      [3, 'SENT'],
      [3, 'DELIVERED'],
    ]);
    expect(h!.attempts[1]!.detail).toBe('temporary: gateway timeout');
  });

  it('when the gateway refuses the number for good, then the failure is recorded once and never retried', async () => {
    let calls = 0;
    useMessageSenderAdapter((tx) => ({
      async send(m: OutgoingMessage) {
        if (!m.body.includes(noticeNoOf('71000004'))) return sandboxMessageSender(tx).send(m);
        calls += 1;
        throw new PermanentSendFailure('number not in service');
      },
    }));
    const { noticeNo } = await issueTicket(db(), body('71000004'));
    const ticketId = await ticketIdOf(noticeNo);
    const handler = t.app.jobHandlers[DELIVER_TICKET_JOB]!;
    await handler.run({ ticketId }, job(1));
    await handler.run({ ticketId }, job(2));
    expect(calls).toBe(1);
    const [h] = await deliveryHistory(db(), ticketId);
    expect(h!.delivery).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: 'permanent: number not in service',
    });
  });

  it('when temporary failures last through the last try, then the delivery is recorded as failed', async () => {
    useMessageSenderAdapter((tx) => ({
      async send(m: OutgoingMessage) {
        if (!m.body.includes(noticeNoOf('71000005'))) return sandboxMessageSender(tx).send(m);
        throw new TemporarySendFailure('gateway down');
      },
    }));
    const { noticeNo } = await issueTicket(db(), body('71000005'));
    const ticketId = await ticketIdOf(noticeNo);
    await t.app.jobHandlers[DELIVER_TICKET_JOB]!.run({ ticketId }, job(6));
    const [h] = await deliveryHistory(db(), ticketId);
    expect(h!.delivery.status).toBe('FAILED');
  });
});

describe('reminders before the payment deadline', () => {
  it('when an unpaid ticket’s deadline is within the owner’s reminder days, then one reminder goes out however often the job runs; a paid one gets none', async () => {
    const { noticeNo } = await issue(t.app, '71000006');
    await settleJobs(t);
    const ticketId = await ticketIdOf(noticeNo);
    const deadline = (await db().select().from(tickets).where(eq(tickets.id, ticketId)))[0]!.paymentDeadline;
    // The demo owner asked for reminders 5 days before: 4 days before the deadline, one is due.
    const fourDaysBefore = new Date(Date.parse(`${deadline}T04:00:00Z`) - 4 * 86_400_000);
    await queueReminders(db(), () => undefined, fourDaysBefore);
    await queueReminders(db(), () => undefined, fourDaysBefore);
    await settleJobs(t);
    const reminders = await db()
      .select()
      .from(messageDeliveries)
      .where(and(eq(messageDeliveries.ticketId, ticketId), eq(messageDeliveries.kind, 'REMINDER')));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.status).toBe('DELIVERED');
    expect(reminders[0]!.body).toContain('4 day(s) left');
    expect(await outboxAbout(t, noticeNo)).toHaveLength(2);
    const inBox = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.ticketId, ticketId), eq(messages.category, 'PAYMENT_REMINDER')));
    expect(inBox.length).toBeGreaterThanOrEqual(1);

    // Six days before: outside the owner's 5 days, nothing for a fresh ticket.
    const other = await issue(t.app, '71000007');
    await settleJobs(t);
    const sixDaysBefore = new Date(Date.parse(`${deadline}T04:00:00Z`) - 6 * 86_400_000);
    await queueReminders(db(), () => undefined, sixDaysBefore);
    expect(await outboxAbout(t, other.noticeNo)).toHaveLength(1);
    // Paid tickets are not reminded.
    await db().update(tickets).set({ status: 'SETTLED' }).where(eq(tickets.noticeNo, other.noticeNo));
    await queueReminders(db(), () => undefined, fourDaysBefore);
    await settleJobs(t);
    expect(await outboxAbout(t, other.noticeNo)).toHaveLength(1);
  });

  it('when the owner turns reminders off, then none is sent; turning the e-ticket itself off is refused in the reader’s language', async () => {
    const owner = await quickLogin(t.app, OWNER);
    const put = (payload: object, lang = 'en') =>
      t.app.inject({
        method: 'PUT',
        url: `${NOTIFICATION}/message/setting`,
        headers: { ...bearer(owner.token), 'accept-language': lang },
        payload,
      });
    const refused = await put({ items: [{ type: 'TICKET', enabled: false, channel: 'SMS_EMAIL' }] }, 'zh-hk');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'MSG-E-0003',
      message: '電子告票及催繳通知書必定會發出，不能關閉。',
    });
    const off = await put({
      items: [{ type: 'PAYMENT_REMINDER', enabled: false, channel: 'SMS_EMAIL', daysBefore: 5 }],
    });
    expect(off.statusCode).toBe(200);
    const { noticeNo } = await issue(t.app, '71000008');
    await settleJobs(t);
    const deadline = (await db().select().from(tickets).where(eq(tickets.noticeNo, noticeNo)))[0]!
      .paymentDeadline;
    await queueReminders(db(), () => undefined, new Date(Date.parse(`${deadline}T04:00:00Z`) - 86_400_000));
    await settleJobs(t);
    expect(await outboxAbout(t, noticeNo)).toHaveLength(1);
    await put({ items: [{ type: 'PAYMENT_REMINDER', enabled: true, channel: 'SMS_EMAIL', daysBefore: 5 }] });
  });
});
