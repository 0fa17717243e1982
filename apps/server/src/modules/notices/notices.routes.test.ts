import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issue, noticeNoOf, PUBL, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { settleJobs } from '../../../test/messages-fixtures.ts';
import { bearer, quickLogin, roleHeaders } from '../../../test/identity-helpers.ts';
import { startDispute } from '../../../test/disputes-fixtures.ts';
import { runDueJobs } from '../jobs/jobs.worker.ts';
import { messageDeliveries, messages } from '../messages/messages.table.ts';
import { ticketLiabilityChanges, tickets } from '../tickets/tickets.table.ts';
import { ticketNotices } from './notices.table.ts';
import { runDemandNotices } from './notices.service.ts';
import { DEMAND_NOTICES_JOB } from './notices.module.ts';
import { jobs } from '../jobs/jobs.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV, { seedDemo: true });
});
afterAll(() => t.close());

const today = hongKongDateOf(new Date());
const ticketOf = async (noticeNo: string) =>
  (await t.database.db.select().from(tickets).where(eq(tickets.noticeNo, noticeNo)))[0]!;
const demandsOf = (ticketId: number) =>
  t.database.db
    .select()
    .from(ticketNotices)
    .where(and(eq(ticketNotices.ticketId, ticketId), eq(ticketNotices.kind, 'DEMAND')));

describe('the daily demand-notice job', () => {
  it('when it runs twice at once and again later, then each ticket unpaid 21 days after the offence gets one demand notice', async () => {
    const late = await issue(t.app, '72000001', { offenceDate: addDays(today, -22) });
    const recent = await issue(t.app, '72000002', { offenceDate: addDays(today, -20) });
    // Two instances at once, then a repeated run.
    await Promise.all([runDemandNotices(t.database.db), runDemandNotices(t.database.db)]);
    await runDemandNotices(t.database.db);

    const ticket = await ticketOf(late.noticeNo);
    expect(await demandsOf(ticket.id)).toHaveLength(1);
    expect(ticket).toMatchObject({
      billType: 'DEMAND_NOTICE',
      paymentDeadline: addDays(today, 10),
      status: 'UNPAID',
    });
    expect(await demandsOf((await ticketOf(recent.noticeNo)).id)).toHaveLength(0);
    // The owner finds it among his notices, with its last day to pay.
    const chan = (await quickLogin(t.app, 'A1234563')).token;
    const listed = (
      await t.app.inject({ url: '/rest/ticket/api/v1/publ/notices', headers: bearer(chan) })
    ).json().data.items;
    expect(listed.find((n: { noticeNo: string }) => n.noticeNo === late.noticeNo)).toMatchObject({
      kind: 'DEMAND',
      status: 'OPEN',
      deadline: addDays(today, 10),
    });

    await settleJobs(t, ['messages.deliver-demand', 'messages.send']);
    await settleJobs(t, ['messages.deliver-demand', 'messages.send']);
    const boxed = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.ticketId, ticket.id), eq(messages.category, 'DEMAND_NOTICE')));
    expect(boxed.length).toBeGreaterThan(0);
    expect(new Set(boxed.map((m) => `${m.userId}:${m.agentId}`)).size).toBe(boxed.length);
    expect(boxed.find((m) => m.language === 'en')?.title).toBe(
      `Demand notice: fixed penalty notice ${late.noticeNo}`,
    );
    const sent = await t.database.db
      .select()
      .from(messageDeliveries)
      .where(and(eq(messageDeliveries.ticketId, ticket.id), eq(messageDeliveries.kind, 'DEMAND')));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('magistrate');
  });

  it('when the demand notice’s last day has passed, then the ticket is overdue', async () => {
    const { noticeNo } = await issue(t.app, '72000003', { offenceDate: addDays(today, -23) });
    await runDemandNotices(t.database.db);
    const eleven = new Date(Date.now() + 11 * 86_400_000);
    const run = await runDemandNotices(t.database.db, eleven);
    expect(run.overdue).toBeGreaterThanOrEqual(1);
    expect((await ticketOf(noticeNo)).status).toBe('OVERDUE');
  });

  it('when the offence is more than 6 months old, then no demand notice is issued any more', async () => {
    const old = await issue(t.app, '72000004', { offenceDate: addDays(today, -200) });
    await runDemandNotices(t.database.db);
    expect(await demandsOf((await ticketOf(old.noticeNo)).id)).toHaveLength(0);
  });

  it('when the workers run the recurring job, then it is scheduled once however many instances start', async () => {
    await runDueJobs(t.database.db, t.app.jobHandlers);
    const rows = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, DEMAND_NOTICES_JOB), inArray(jobs.state, ['pending', 'running'])));
    expect(rows.length).toBeLessThanOrEqual(1);
  });
});

describe('identifying the driver of a moving offence', () => {
  const NOTICES = '/rest/ticket/api/v1/publ/notices';
  const WONG = {
    name: 'Wong Siu Ming',
    address: '8 Shantung Street, Mong Kok',
    licenceNo: 'B2345674',
    relationship: 'FRIEND',
    declaration: true,
  };

  it('when CHAN TAI MAN names WONG SIU MING, then his notice is answered and WONG gets one in his name and a message', async () => {
    const { noticeNo } = await issue(t.app, '72000101', {
      noticeType: '570',
      offenceCode: '001',
      vehicleNo: 'CD5678',
    });
    const chan = (await quickLogin(t.app, 'A1234563')).token;
    const wong = (await quickLogin(t.app, 'B2345674')).token;
    const lee = (await quickLogin(t.app, 'C3456785')).token;
    const mine = (await t.app.inject({ url: NOTICES, headers: bearer(chan) })).json().data.items;
    const notice = mine.find((n: { noticeNo: string }) => n.noticeNo === noticeNo);
    expect(notice).toMatchObject({
      kind: 'DRIVER_IDENTIFICATION',
      status: 'OPEN',
      deadline: addDays(today, 21),
    });
    const told = await t.database.db.select().from(messages).where(eq(messages.noticeNo, noticeNo));
    expect(told.map((m) => m.title)).toContain(`Notice requiring identification of the driver: ${noticeNo}`);

    const name = (token: string, body: object = WONG) =>
      t.app.inject({
        method: 'POST',
        url: `${NOTICES}/${notice.id}/driver`,
        headers: bearer(token),
        payload: body,
      });
    // Someone else naming a driver on his notice finds nothing; a driver unknown by that name is refused.
    expect((await name(lee)).json().code).toBe('NTC-E-0001');
    expect((await name(chan, { ...WONG, name: 'Chan Siu Ming' })).json().code).toBe('NTC-E-0003');
    const answered = await name(chan);
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await name(chan)).json().code).toBe('NTC-E-0002');

    const after = (await t.app.inject({ url: NOTICES, headers: bearer(chan) })).json().data.items;
    expect(after.find((n: { id: number }) => n.id === notice.id)).toMatchObject({ status: 'ANSWERED' });
    expect(JSON.stringify(after)).not.toContain('SIU MING');
    const his = (await t.app.inject({ url: NOTICES, headers: bearer(wong) })).json().data.items;
    expect(his.find((n: { noticeNo: string }) => n.noticeNo === noticeNo)).toMatchObject({
      kind: 'DRIVER_NOTICE',
      status: 'OPEN',
    });
    const boxed = await t.database.db.select().from(messages).where(eq(messages.noticeNo, noticeNo));
    expect(
      boxed.filter((m) => m.title.includes('定额罚款通知书') || m.title.includes('in your name')),
    ).toHaveLength(1);
  });

  it('when the owner has named the driver, then the ticket is the driver’s in every list and the owner’s lists say it was transferred to him', async () => {
    const noticeNo = noticeNoOf('72000101');
    const wong = (await quickLogin(t.app, 'B2345674')).token;
    const chan = (await quickLogin(t.app, 'A1234563')).token;
    const listed = async (token: string, path: string) =>
      (
        (await t.app.inject({ url: `${PUBL}${path}`, headers: bearer(token) })).json().data.items as {
          noticeNo: string;
          transferredToDriver: boolean;
        }[]
      ).find((i) => i.noticeNo === noticeNo);
    // WONG owns no vehicle: the ticket reaches him as the liable driver only.
    expect(await listed(wong, '/tickets?pageSize=100')).toMatchObject({ transferredToDriver: false });
    expect(await listed(wong, '/tickets/unpaid')).toMatchObject({ transferredToDriver: false });
    const his = await t.app.inject({ url: `${PUBL}/tickets/${noticeNo}`, headers: bearer(wong) });
    expect(his.statusCode, his.body).toBe(200);
    expect(his.json().data.transferredToDriver).toBe(false);
    // CHAN, the registered owner, still finds it, marked as transferred to the driver he named.
    expect(await listed(chan, '/tickets?pageSize=100')).toMatchObject({ transferredToDriver: true });
    const owners = await t.app.inject({ url: `${PUBL}/tickets/${noticeNo}`, headers: bearer(chan) });
    expect(owners.json().data.transferredToDriver).toBe(true);
    const ticket = await ticketOf(noticeNo);
    expect(ticket.liableKey).not.toBe(ticket.ownerKey);
    const changes = await t.database.db
      .select()
      .from(ticketLiabilityChanges)
      .where(eq(ticketLiabilityChanges.ticketId, ticket.id));
    expect(changes.map((c) => c.cause)).toEqual(['ISSUED', 'DRIVER_IDENTIFIED']);
    expect(changes[1]).toMatchObject({ fromKey: ticket.ownerKey, toKey: ticket.liableKey });
    // Only the driver, now liable, may dispute it.
    expect((await startDispute(t.app, chan, noticeNo)).json().code).toBe('TKT-E-0015');
  });

  it('when a company’s vehicle commits a moving offence, then its administrator names NG KWOK WAI from its staff and he gets the notice', async () => {
    const as = roleHeaders(t.app);
    const admin = await as('F6789018', 'OAD'); // LAU MEI LING, administrator of HARBOUR CITY LOGISTICS
    const { noticeNo } = await issue(t.app, '72000103', {
      noticeType: '570',
      offenceCode: '001',
      vehicleNo: 'GX3579',
    });
    const theirs = (await t.app.inject({ url: NOTICES, headers: admin })).json().data.items;
    const notice = theirs.find((n: { noticeNo: string }) => n.noticeNo === noticeNo);
    expect(notice).toMatchObject({ kind: 'DRIVER_IDENTIFICATION', status: 'OPEN', addressee: 'COMPANY' });
    const told = await t.database.db.select().from(messages).where(eq(messages.noticeNo, noticeNo));
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((m) => m.agentId !== 0)).toBe(true);

    const staff = await t.app.inject({ url: `${NOTICES}/${notice.id}/staff`, headers: admin });
    expect(staff.statusCode, staff.body).toBe(200);
    const items = staff.json().data.items as { staffId: number; name: string; licenceNo: string }[];
    // NG KWOK WAI holds a licence; LAU MEI LING holds none, so only he is offered. Names are masked; the
    // masked licence number tells two similar names apart.
    expect(items.map(({ name, licenceNo }) => ({ name, licenceNo }))).toEqual([
      { name: 'NG K*** W**', licenceNo: 'G789****' },
    ]);
    const ng = items[0]!;
    const name = (headers: Record<string, string>, body: object) =>
      t.app.inject({ method: 'POST', url: `${NOTICES}/${notice.id}/staff-driver`, headers, payload: body });
    const body = { staffId: ng.staffId, address: '1 Container Port Road, Kwai Chung', declaration: true };
    // Another owner, the staff member himself and a made-up staff id are refused; typing a person is not
    // the company's way either.
    const chan = bearer((await quickLogin(t.app, 'A1234563')).token);
    expect((await name(chan, body)).json().code).toBe('NTC-E-0001');
    expect((await name(await as('G7890129', 'OAG'), body)).json().code).toBe('NTC-E-0001');
    expect((await t.app.inject({ url: `${NOTICES}/${notice.id}/staff`, headers: chan })).json().code).toBe(
      'NTC-E-0001',
    );
    const agentRow = await name(admin, { ...body, staffId: 999_999 });
    expect(agentRow.json().code).toBe('NTC-E-0004');
    const typed = await t.app.inject({
      method: 'POST',
      url: `${NOTICES}/${notice.id}/driver`,
      headers: admin,
      payload: { ...WONG },
    });
    expect(typed.json().code).toBe('NTC-E-0004');

    const answered = await name(admin, body);
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await name(admin, body)).json().code).toBe('NTC-E-0002');
    const after = (await t.app.inject({ url: NOTICES, headers: admin })).json().data.items;
    expect(after.find((n: { id: number }) => n.id === notice.id)).toMatchObject({
      status: 'ANSWERED',
      driverName: 'NG K*** W**',
    });
    const his = (await t.app.inject({ url: NOTICES, headers: await as('G7890129') })).json().data.items;
    expect(his.find((n: { noticeNo: string }) => n.noticeNo === noticeNo)).toMatchObject({
      kind: 'DRIVER_NOTICE',
      status: 'OPEN',
      addressee: 'PERSON',
    });
    const [row] = await t.database.db
      .select()
      .from(ticketNotices)
      .where(and(eq(ticketNotices.id, notice.id)));
    expect(row).toMatchObject({ driverLicenceNo: 'G7890129', driverRelationship: 'EMPLOYEE' });

    // The fleet's page names him as the ticket's driver, though nobody was on duty by the logs.
    const fleet = await t.app.inject({
      url: '/rest/fleet/api/v1/publ/fleet?page=1&pageSize=100',
      headers: admin,
    });
    expect(fleet.statusCode, fleet.body).toBe(200);
    const unpaid = (
      fleet.json().data.vehicles as { unpaidTickets: { noticeNo: string; driverName: string | null }[] }[]
    ).flatMap((v) => v.unpaidTickets);
    expect(unpaid.find((x) => x.noticeNo === noticeNo)).toMatchObject({
      driverName: 'NG K*** W**',
      driverNamed: true,
    });
  });

  it('when a parking ticket is issued, then no driver need be identified', async () => {
    const { noticeNo } = await issue(t.app, '72000102');
    const rows = await t.database.db
      .select()
      .from(ticketNotices)
      .innerJoin(tickets, eq(tickets.id, ticketNotices.ticketId))
      .where(eq(tickets.noticeNo, noticeNo));
    expect(rows).toHaveLength(0);
  });
});
