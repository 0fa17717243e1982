import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { FLEETS_BASE, type FleetOverview } from '@eticket/domain/fleets/driving-log.schemas';
import { addDays, hongKongDateOf, instantOfHongKong } from '@eticket/domain/common/hong-kong-time';
import { quickLogin, roleHeaders, userIdOf } from '../../../test/identity-helpers.ts';
import { settleJobs } from '../../../test/messages-fixtures.ts';
import { planOf } from '../../../test/query-plan.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issue, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { messages } from '../messages/messages.table.ts';
import { ticketNotices } from '../notices/notices.table.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { drivingLogs, drivingLogTickets } from './fleets.table.ts';
import { passDriverDeadlines } from './driver-deadline.service.ts';
import { pastDriverDeadline } from './driver-deadline.repository.ts';
import { DRIVER_DEADLINE_JOB } from './fleets.jobs.ts';

const ADMIN = 'F6789018'; // LAU MEI LING: administrator of HARBOUR CITY LOGISTICS
const STAFF = 'G7890129'; // NG KWOK WAI: its staff, who drives its vehicles

let t: TestApp;
const db = () => t.database.db;
let adminHeaders: Record<string, string>;
let staffUserId: string;

/** A ticket on HC1001 `day` days ago, NG KWOK WAI on duty then, his being told recorded `toldDaysAgo` days ago. */
async function toldTicket(serial: string, day: number, toldDaysAgo: number) {
  const [fleet] = await db()
    .select({ ownerKey: drivingLogs.ownerKey })
    .from(drivingLogs)
    .where(eq(drivingLogs.vehicleNo, 'HC1001'))
    .limit(1);
  const date = addDays(hongKongDateOf(new Date()), -day);
  await db()
    .insert(drivingLogs)
    .values({
      vehicleNo: 'HC1001',
      ownerKey: fleet!.ownerKey,
      driverUserId: staffUserId,
      startedAt: instantOfHongKong(date, '08:00'),
      endedAt: instantOfHongKong(date, '18:00'),
      endReason: 'SCAN',
    });
  const { noticeNo } = await issue(t.app, serial, {
    vehicleNo: 'HC1001',
    offenceDate: date,
    offenceTime: '10:00',
  });
  await settleJobs(t, ['fleets.tell-driver']);
  const [ticket] = await db().select({ id: tickets.id }).from(tickets).where(eq(tickets.noticeNo, noticeNo));
  await db()
    .update(drivingLogTickets)
    .set({ toldAt: sql`now() - make_interval(days => ${toldDaysAgo})` })
    .where(eq(drivingLogTickets.ticketId, ticket!.id));
  return { noticeNo, id: ticket!.id };
}

const messagesAbout = (noticeNo: string) =>
  db()
    .select({ userId: messages.userId, agentId: messages.agentId, title: messages.title })
    .from(messages)
    .where(and(eq(messages.noticeNo, noticeNo), like(messages.dedupeKey, 'fleets-driver-did-not-act:%')));

beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV, { seedDemo: true });
  adminHeaders = await roleHeaders(t.app)(ADMIN, 'OAD');
  await quickLogin(t.app, STAFF);
  staffUserId = await userIdOf(db(), STAFF);
});
afterAll(() => t.close());

describe('the driver on duty’s deadline to pay or be named', () => {
  it('when it passes with the ticket unpaid and no one named, then the ticket is marked "driver did not act" on the fleet and the driver and the administrator are each told once; a paid ticket, a named driver’s and one still in its days tell no one', async () => {
    const lapsed = await toldTicket('74000001', 12, 8);
    const paid = await toldTicket('74000002', 11, 8);
    await db().update(tickets).set({ status: 'SETTLED' }).where(eq(tickets.id, paid.id));
    const recent = await toldTicket('74000003', 10, 2);
    // The company answered the driver identification notice, naming him: he was named.
    const named = await toldTicket('74000004', 9, 8);
    await db().insert(ticketNotices).values({
      ticketId: named.id,
      kind: 'DRIVER_IDENTIFICATION',
      deadline: '2026-12-31',
      status: 'ANSWERED',
      driverName: 'NG KWOK WAI',
    });

    await passDriverDeadlines(db());
    // Again, and through the job: nothing more.
    await passDriverDeadlines(db());
    await t.app.jobHandlers[DRIVER_DEADLINE_JOB]!.run({}, { attempts: 1, maxAttempts: 1 } as never);

    const told = await messagesAbout(lapsed.noticeNo);
    expect(told.map((m) => `${m.userId}:${m.agentId}`).sort()).toEqual(
      [`${staffUserId}:0`, `${await userIdOf(db(), ADMIN)}:${adminHeaders.agentid}`].sort(),
    );
    expect(await messagesAbout(paid.noticeNo)).toEqual([]);
    expect(await messagesAbout(recent.noticeNo)).toEqual([]);
    expect(await messagesAbout(named.noticeNo)).toEqual([]);
    const actions = await db()
      .select({ id: drivingLogTickets.ticketId, action: drivingLogTickets.driverAction })
      .from(drivingLogTickets);
    const actionOf = (id: number) => actions.find((a) => a.id === id)?.action;
    expect([actionOf(lapsed.id), actionOf(paid.id), actionOf(recent.id), actionOf(named.id)]).toEqual([
      'DID_NOT_ACT',
      'ACTED',
      null,
      'ACTED',
    ]);

    const fleet = await t.app.inject({
      url: `/${FLEETS_BASE}/fleet?pageSize=50`,
      headers: adminHeaders,
    });
    const hc = (fleet.json().data as FleetOverview).vehicles.find((v) => v.vehicleNo === 'HC1001')!;
    const byNotice = new Map(hc.unpaidTickets.map((x) => [x.noticeNo, x]));
    expect(byNotice.get(lapsed.noticeNo)?.driverDidNotAct).toBe(true);
    expect(byNotice.get(recent.noticeNo)?.driverDidNotAct).toBe(false);
  });

  it('when the job looks for tickets past their deadline, then it reads the undecided ones through their own index', async () => {
    const plan = await planOf(db(), (tx) => pastDriverDeadline(tx, new Date(), 200));
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toContain('driving_log_tickets_undecided_idx');
  });
});
