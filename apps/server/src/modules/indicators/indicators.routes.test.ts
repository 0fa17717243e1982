import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { serviceIndicatorsSchema } from '@eticket/domain/indicators/service-indicators.schemas';
import { settleJobs } from '../../../test/messages-fixtures.ts';
import {
  choose,
  issue,
  pay,
  paymentAppForFile,
  payApproved,
  tokenFor,
} from '../../../test/tickets-fixtures.ts';
import { users } from '../accounts/accounts.table.ts';
import { disputes } from '../disputes/disputes.table.ts';
import { deliveryAttempts, messageDeliveries } from '../messages/messages.table.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { countServiceIndicators, probeAndRecord, SLOT_MS, slotOf } from './indicators.service.ts';

const URL = '/rest/content/api/v1/publ/service-indicators';
const DAY_MS = 24 * 3600_000;

const t = paymentAppForFile();
const db = () => t.database.db;

async function deliveriesOf(noticeNo: string) {
  return db()
    .select({ id: messageDeliveries.id })
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.noticeNo, noticeNo), eq(messageDeliveries.kind, 'TICKET')));
}

describe('GET /service-indicators', () => {
  it('when a visitor asks, then the four numbers come without a token, in the published shape, with no personal data', async () => {
    const res = await t.app.inject({ url: URL });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe('0');
    const data = serviceIndicatorsSchema.strict().parse(body.data);
    expect(data.eTicketHandOff).toMatchObject({ periodHours: 24, withinSeconds: 10 });
    expect(data.onlinePayments.periodHours).toBe(1);
    expect(data.disputeDecisions.periodDays).toBe(30);
    // The demo's 30 days of look-up tries, six slots of them unanswered.
    expect(data.lookUpAvailability.available).toBeGreaterThan(8_600);
    expect(data.lookUpAvailability.percent).toBeGreaterThanOrEqual(99.8);
    expect(data.lookUpAvailability.percent).toBeLessThan(100);
    expect(res.body).not.toMatch(/A1234563|AB1234|9123\d{4}|@/);
  });

  it('when it is asked again within five minutes, then the same count is answered rather than counted again', async () => {
    const first = (await t.app.inject({ url: URL })).json().data;
    await issue(t.app, '88050020');
    const again = (await t.app.inject({ url: URL })).json().data;
    expect(again).toEqual(first);
  });
});

describe('the e-tickets handed to the gateway within 10 seconds', () => {
  it('when a ticket is issued and sent at once, then each of its messages counts in time; one sent 30 s late counts late', async () => {
    await settleJobs(t);
    const before = (await countServiceIndicators(db())).eTicketHandOff;
    const { noticeNo } = await issue(t.app, '88050010');
    await settleJobs(t);
    const sent = await deliveriesOf(noticeNo);
    expect(sent.length).toBeGreaterThan(0);
    const after = (await countServiceIndicators(db())).eTicketHandOff;
    expect(after.messages - before.messages).toBe(sent.length);
    expect(after.inTime - before.inTime).toBe(sent.length);

    await db()
      .update(deliveryAttempts)
      .set({ at: sql`${deliveryAttempts.at} + interval '30 seconds'` })
      .where(and(eq(deliveryAttempts.deliveryId, sent[0]!.id), eq(deliveryAttempts.status, 'SENT')));
    const late = (await countServiceIndicators(db())).eTicketHandOff;
    expect(late.messages).toBe(after.messages);
    expect(late.inTime).toBe(after.inTime - 1);
    expect(late.percent).toBeLessThan(100);
  });

  it('when a message has not been handed over, then it is not counted before its 10 seconds have passed, and counts late after', async () => {
    const { noticeNo } = await issue(t.app, '88050011');
    await settleJobs(t);
    const waiting = await deliveriesOf(noticeNo);
    expect(waiting.length).toBeGreaterThan(0);
    await db()
      .delete(deliveryAttempts)
      .where(
        and(
          inArray(
            deliveryAttempts.deliveryId,
            waiting.map((d) => d.id),
          ),
          eq(deliveryAttempts.status, 'SENT'),
        ),
      );
    const [ticket] = await db()
      .select({ issuedAt: tickets.issuedAt })
      .from(tickets)
      .where(eq(tickets.noticeNo, noticeNo));
    const at = (seconds: number) => new Date(ticket!.issuedAt.getTime() + seconds * 1000);
    const soon = (await countServiceIndicators(db(), at(1))).eTicketHandOff;
    const later = (await countServiceIndicators(db(), at(11))).eTicketHandOff;
    expect(later.messages - soon.messages).toBe(waiting.length);
    expect(later.inTime).toBe(soon.inTime);
  });
});

describe('the online payments that succeeded in the last hour', () => {
  it('when one payment is approved and one declined, then the share counts both, and a cancelled one apart', async () => {
    const before = (await countServiceIndicators(db())).onlinePayments;
    const approved = await issue(t.app, '88050030');
    await payApproved(t.app, approved.noticeNo);
    for (const [serial, action] of [
      ['88050031', 'decline'],
      ['88050032', 'cancel'],
    ] as const) {
      const { noticeNo } = await issue(t.app, serial);
      const token = await tokenFor(t.app, noticeNo);
      const order = (await pay(t.app, token)).json().data as { redirectUrl: string };
      await choose(t.app, order.redirectUrl, action);
    }
    await settleJobs(t, ['payments.reconcile', 'payments.confirm']);
    const after = (await countServiceIndicators(db())).onlinePayments;
    expect(after.succeeded - before.succeeded).toBe(1);
    expect(after.failed - before.failed).toBe(1);
    expect(after.notCompleted - before.notCompleted).toBe(1);
    expect(after.percent).toBe(Math.floor((after.succeeded * 1000) / (after.succeeded + after.failed)) / 10);
  });
});

describe('the median days from a signed dispute to its outcome', () => {
  it('when three disputes were decided in 2, 5 and 9 days, and one 40 days ago, then the median is 5 of the three', async () => {
    const now = new Date(Date.now() + 365 * DAY_MS);
    const [user] = await db().select({ id: users.id }).from(users).limit(1);
    const issued = await Promise.all(
      ['88050040', '88050041', '88050042', '88050043'].map((s) => issue(t.app, s)),
    );
    const ids = await db()
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        inArray(
          tickets.noticeNo,
          issued.map((i) => i.noticeNo),
        ),
      );
    const decidedAgo = [1, 3, 6, 40];
    const took = [2, 5, 9, 1];
    await db()
      .insert(disputes)
      .values(
        ids.map(({ id }, i) => {
          const decidedAt = new Date(now.getTime() - decidedAgo[i]! * DAY_MS);
          return {
            reference: `D88050${40 + i}`,
            ticketId: id,
            userId: user!.id,
            ground: 'OTHER',
            statement: 'Decided for the indicators.',
            status: 'DECIDED',
            document: Buffer.from('%PDF'),
            documentDigest: '0'.repeat(64),
            signedAt: new Date(decidedAt.getTime() - took[i]! * DAY_MS),
            decidedAt,
          };
        }),
      );
    expect((await countServiceIndicators(db(), now)).disputeDecisions).toEqual({
      periodDays: 30,
      decided: 3,
      medianDays: 5,
    });
  });
});

describe("the look-up's availability", () => {
  it('when the look-up is tried in one slot and then not for three, then the untried slots count as unavailable', async () => {
    // Far from the demo's history: nothing tried in the 30 days before.
    const start = slotOf(new Date(Date.now() + 100 * DAY_MS));
    const none = (await countServiceIndicators(db(), start)).lookUpAvailability;
    expect(none).toMatchObject({ since: null, slots: 0, available: 0, percent: null });

    await probeAndRecord(db(), new Date(start.getTime() + 1_000));
    const tried = (await countServiceIndicators(db(), new Date(start.getTime() + 2_000))).lookUpAvailability;
    expect(tried).toMatchObject({ since: start.toISOString(), slots: 1, available: 1, percent: 100 });

    const later = new Date(start.getTime() + 3 * SLOT_MS + 1_000);
    const gap = (await countServiceIndicators(db(), later)).lookUpAvailability;
    expect(gap).toMatchObject({ slots: 3, available: 1, percent: 33.3 });
    await probeAndRecord(db(), later);
    expect((await countServiceIndicators(db(), later)).lookUpAvailability).toMatchObject({
      slots: 4,
      available: 2,
      percent: 50,
    });
  });
});
