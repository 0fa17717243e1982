import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { FLEETS_BASE, type DrivingLog } from '@eticket/domain/fleets/driving-log.schemas';
import { overlaps } from '@eticket/domain/fleets/duty-periods';
import { bearer, quickLogin, USERS } from '../../../test/identity-helpers.ts';
import { NOTIFICATION, outboxAbout, settleJobs } from '../../../test/messages-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issue, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { users } from '../accounts/accounts.table.ts';
import { agentRoles } from '../agents/agents.table.ts';
import { tdPersons } from '../../sandbox/transport/transport.table.ts';
import { COUNT_LIMIT } from '../../db/bounded-count.ts';
import { ownedVehicles } from '../vehicles/vehicles.table.ts';
import { drivingLogs, drivingLogTickets } from './fleets.table.ts';
import { closeStalePeriods } from './fleets.service.ts';

const FLEET = `/${FLEETS_BASE}`;
const ADMIN = 'F6789018'; // LAU MEI LING: administrator of HARBOUR CITY LOGISTICS (GX3579, LB8080, HC…)
const STAFF = 'G7890129'; // NG KWOK WAI: its staff, a licence holder (drives in his personal role)
const DRIVER = 'B2345674'; // WONG SIU MING: a licence holder with no vehicle and no company
const OWNER_DRIVER = 'C3456785'; // LEE KA YAN: owner and driver of HK2468
const OWNER = 'A1234563'; // CHAN TAI MAN: owner, not a driver
const STAFF_PHONE = '98765432';

let t: TestApp;
const db = () => t.database.db;
const sessions = new Map<string, string>();

async function tokenOf(idNo: string) {
  let token = sessions.get(idNo);
  if (!token) {
    token = (await quickLogin(t.app, idNo)).token;
    sessions.set(idNo, token);
  }
  return token;
}

async function agentIdOf(idNo: string, roleType: 'OAD' | 'OAG') {
  const profile = await t.app.inject({
    method: 'POST',
    url: `${USERS}/users/user/profile`,
    headers: bearer(await tokenOf(idNo)),
    payload: {},
  });
  return (profile.json().data.roleList as { roleType: string; agentId: number }[]).find(
    (r) => r.roleType === roleType,
  )!.agentId;
}

async function call(idNo: string, method: 'GET' | 'POST', url: string, payload?: object, agentId?: number) {
  return t.app.inject({
    method,
    url,
    headers: bearer(await tokenOf(idNo), agentId),
    ...(payload ? { payload } : {}),
  });
}

/** The active QR token of a vehicle, as its owner's role reads it on Manage vehicles. */
async function qrTokenOf(mark: string, idNo = ADMIN, role: 'OAD' | null = 'OAD') {
  const agentId = role ? await agentIdOf(idNo, role) : undefined;
  const list = await call(idNo, 'GET', `${USERS}/users/veh/list?pageSize=50`, undefined, agentId);
  const vehicle = (list.json().data.items as { id: number; registrationMark: string }[]).find(
    (v) => v.registrationMark === mark,
  )!;
  const qr = await call(idNo, 'GET', `${USERS}/users/veh/qr/${vehicle.id}`, undefined, agentId);
  return { token: qr.json().data.token as string, vehicleId: vehicle.id };
}

const start = (idNo: string, token: string, endPeriodId?: number) =>
  call(idNo, 'POST', `${FLEET}/duty/start`, { token, ...(endPeriodId ? { endPeriodId } : {}) });
const end = (idNo: string, token: string) => call(idNo, 'POST', `${FLEET}/duty/end`, { token });

/** Now in Hong Kong, to the minute, as the issuing system records an offence. */
function hongKongNow() {
  const now = new Date();
  const time = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
  return { offenceDate: hongKongDateOf(now), offenceTime: time };
}

async function openPeriods(mark: string) {
  return db()
    .select()
    .from(drivingLogs)
    .where(and(eq(drivingLogs.vehicleNo, mark), isNull(drivingLogs.endedAt)));
}

async function endAllOpen() {
  await db()
    .update(drivingLogs)
    .set({ endedAt: sql`now()`, endReason: 'SCAN' })
    .where(isNull(drivingLogs.endedAt));
}

/** WONG SIU MING made staff of the company for a test (a second allowed driver). */
async function makeDriverStaff() {
  const [row] = await db()
    .select({ userId: users.id })
    .from(users)
    .innerJoin(tdPersons, eq(tdPersons.id, users.tdPersonId))
    .where(eq(tdPersons.idNo, DRIVER));
  const [admin] = await db()
    .select({ companyId: agentRoles.ownerCompanyId })
    .from(agentRoles)
    .where(eq(agentRoles.id, await agentIdOf(ADMIN, 'OAD')));
  await db()
    .insert(agentRoles)
    .values({ userId: row!.userId, roleType: 'OAG', ownerCompanyId: admin!.companyId });
}

beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV, { seedDemo: true });
  // Accounts exist once their holders have logged in.
  for (const idNo of [ADMIN, STAFF, DRIVER, OWNER_DRIVER, OWNER]) await tokenOf(idNo);
});
afterAll(() => t.close());

describe('going on duty by scanning a vehicle’s QR code', () => {
  it('when NG KWOK WAI scans GX3579 and a ticket is issued for it meanwhile, then he is told once (box and SMS), may view it, and the company sees him on duty and as the ticket’s driver', async () => {
    await endAllOpen();
    const { token } = await qrTokenOf('GX3579');
    const check = await call(STAFF, 'POST', `${FLEET}/duty/check`, { token });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({ vehicle: { registrationMark: 'GX3579' }, myOpenPeriod: null });
    expect(JSON.stringify(check.json().data)).not.toContain('HARBOUR');

    const started = await start(STAFF, token);
    expect(started.statusCode, started.body).toBe(200);
    const period = started.json().data as DrivingLog;
    expect(period).toMatchObject({
      vehicleNo: 'GX3579',
      mine: true,
      endedAt: null,
      driverName: 'NG K*** W**',
    });

    const { noticeNo } = await issue(t.app, '72000001', { vehicleNo: 'GX3579', ...hongKongNow() });
    await settleJobs(t, ['fleets.tell-driver', 'messages.deliver-ticket', 'messages.send']);
    // The job again (a repeated run): nobody is told twice.
    const ticketRows = await db().select().from(drivingLogTickets);
    expect(ticketRows.filter((r) => r.logId === period.id)).toHaveLength(1);

    const box = await call(STAFF, 'GET', `${NOTIFICATION}/message/list?pageSize=100`);
    const mine = (box.json().data.items as { noticeNo: string | null }[]).filter(
      (m) => m.noticeNo === noticeNo,
    );
    expect(mine).toHaveLength(1);
    const sms = (await outboxAbout(t, noticeNo)).filter((m) => m.recipient === STAFF_PHONE);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.channel).toBe('SMS');

    // He may view the ticket in his personal role; WONG SIU MING may not.
    const view = await call(STAFF, 'GET', `/rest/ticket/api/v1/publ/tickets/${noticeNo}`);
    expect(view.statusCode, view.body).toBe(200);
    const stranger = await call(DRIVER, 'GET', `/rest/ticket/api/v1/publ/tickets/${noticeNo}`);
    expect(stranger.statusCode).toBe(404);
    // The driver on duty is the owner's to see: not shown to the driver's personal role.
    expect(view.json().data.driverOnDuty).toBeNull();
    // The company (owner) sees who was on duty on the ticket's details, masked, with his period.
    const adminRole = await agentIdOf(ADMIN, 'OAD');
    const owners = await call(
      ADMIN,
      'GET',
      `/rest/ticket/api/v1/publ/tickets/${noticeNo}`,
      undefined,
      adminRole,
    );
    expect(owners.statusCode, owners.body).toBe(200);
    expect(owners.json().data.driverOnDuty).toEqual({
      driverName: 'NG K*** W**',
      startedAt: period.startedAt,
      endedAt: null,
    });
    expect(owners.body).not.toContain('KWOK WAI');
    const staffsView = await call(
      STAFF,
      'GET',
      `/rest/ticket/api/v1/publ/tickets/${noticeNo}`,
      undefined,
      await agentIdOf(STAFF, 'OAG'),
    );
    // He was the driver: to him it is his own name.
    expect(staffsView.json().data.driverOnDuty).toMatchObject({ driverName: 'NG KWOK WAI' });

    const fleet = await call(ADMIN, 'GET', `${FLEET}/fleet`, undefined, await agentIdOf(ADMIN, 'OAD'));
    expect(fleet.statusCode, fleet.body).toBe(200);
    const gx = (
      fleet.json().data.vehicles as {
        vehicleNo: string;
        onDuty: unknown;
        unpaidTickets: { noticeNo: string; driverName: string | null }[];
      }[]
    ).find((v) => v.vehicleNo === 'GX3579')!;
    expect(gx.onDuty).toMatchObject({ driverName: 'NG K*** W**' });
    expect(gx.unpaidTickets.find((x) => x.noticeNo === noticeNo)?.driverName).toBe('NG K*** W**');

    const ended = await end(STAFF, token);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ endReason: 'SCAN' });
    expect((await end(STAFF, token)).json().code).toBe('FLT-E-0002');
  });

  it('when LEE KA YAN owns HK2468, then her ticket details show the driver on duty at the offence, and none when no one was', async () => {
    await endAllOpen();
    const { token } = await qrTokenOf('HK2468', OWNER_DRIVER, null);
    const started = await start(OWNER_DRIVER, token);
    expect(started.statusCode, started.body).toBe(200);
    const driven = await issue(t.app, '72000011', { vehicleNo: 'HK2468', ...hongKongNow() });
    // Read before the tell-driver job ran: the logs' period covering the offence answers.
    const detail = async (noticeNo: string) => {
      const res = await call(OWNER_DRIVER, 'GET', `/rest/ticket/api/v1/publ/tickets/${noticeNo}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.driverOnDuty as { driverName: string } | null;
    };
    // She was the driver herself: her own name, in full.
    expect(await detail(driven.noticeNo)).toMatchObject({ driverName: 'LEE KA YAN' });
    await settleJobs(t, ['fleets.tell-driver', 'messages.deliver-ticket', 'messages.send']);
    expect(await detail(driven.noticeNo)).toMatchObject({ driverName: 'LEE KA YAN' });
    await end(OWNER_DRIVER, token);
    const parked = await issue(t.app, '72000012', {
      vehicleNo: 'HK2468',
      offenceDate: '2026-03-02',
      offenceTime: '03:10',
    });
    expect(await detail(parked.noticeNo)).toBeNull();
  });

  it('when a vehicle’s code was regenerated, then the old code cannot start a period and the new one can', async () => {
    await endAllOpen();
    const old = await qrTokenOf('HK2468', OWNER_DRIVER, null);
    const regen = await call(OWNER_DRIVER, 'POST', `${USERS}/users/veh/qr/regenerate`, {
      vehicleIds: [old.vehicleId],
    });
    expect(regen.statusCode, regen.body).toBe(200);
    const refused = await start(OWNER_DRIVER, old.token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().code).toBe('VEH-E-0003');
    expect(await openPeriods('HK2468')).toEqual([]);
    const fresh = await qrTokenOf('HK2468', OWNER_DRIVER, null);
    expect((await start(OWNER_DRIVER, fresh.token)).statusCode).toBe(200);
    expect(await openPeriods('HK2468')).toHaveLength(1);
    await end(OWNER_DRIVER, fresh.token);
  });

  it('when a driver not allowed for the vehicle scans it, then he is refused and no period starts; a forged code is not a portal code', async () => {
    await endAllOpen();
    const { token } = await qrTokenOf('LB8080');
    for (const path of ['check', 'start']) {
      const res = await call(DRIVER, 'POST', `${FLEET}/duty/${path}`, { token });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FLT-E-0001');
    }
    expect(await openPeriods('LB8080')).toEqual([]);
    const forged = await start(STAFF, `${token.slice(0, -2)}xx`);
    expect(forged.json().code).toBe('VEH-E-0004');
  });

  it('when two allowed drivers scan one vehicle at once, many times, then it has one open period and its periods never overlap (the later start takes over)', async () => {
    await endAllOpen();
    await makeDriverStaff();
    const { token } = await qrTokenOf('HC1002');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => start(i % 2 ? STAFF : DRIVER, token)),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(await openPeriods('HC1002')).toHaveLength(1);
    const all = await db().select().from(drivingLogs).where(eq(drivingLogs.vehicleNo, 'HC1002'));
    for (const a of all)
      for (const b of all) if (a.id !== b.id) expect(overlaps(a, b, 12), `${a.id} and ${b.id}`).toBe(false);
    for (const closed of all.filter((p) => p.endedAt)) {
      expect(closed.endReason).toBe('HANDOVER');
      expect(all.some((p) => p.startedAt.getTime() === closed.endedAt!.getTime())).toBe(true);
    }
    // One driver scanning a second vehicle leaves the first.
    const other = await qrTokenOf('HC2020');
    const opener = (await openPeriods('HC1002'))[0]!;
    const who = (await db().select().from(users).where(eq(users.id, opener.driverUserId)))[0]!;
    const idNo = (await db().select().from(tdPersons).where(eq(tdPersons.id, who.tdPersonId!)))[0]!.idNo;
    expect((await start(idNo, other.token, opener.id)).statusCode).toBe(200);
    expect(await openPeriods('HC1002')).toEqual([]);
    const [left] = await db().select().from(drivingLogs).where(eq(drivingLogs.id, opener.id));
    expect(left!.endReason).toBe('OTHER_VEHICLE');
  });

  it('when a driver double-clicks Start, then both answer 200 with one period; when he scans two vehicles at once, then the second is refused and he is on duty on one vehicle only', async () => {
    await endAllOpen();
    const [first, second] = [await qrTokenOf('HC3030'), await qrTokenOf('HC4040')];
    const twice = await Promise.all([start(STAFF, first.token), start(STAFF, first.token)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(twice[0]!.json().data.id).toBe(twice[1]!.json().data.id);
    expect(await openPeriods('HC3030')).toHaveLength(1);
    await endAllOpen();
    const both = await Promise.all([start(STAFF, first.token), start(STAFF, second.token)]);
    expect(both.map((r) => `${r.statusCode} ${r.json().code}`).sort()).toEqual(['200 0', '409 FLT-E-0004']);
    const open = [...(await openPeriods('HC3030')), ...(await openPeriods('HC4040'))];
    expect(open).toHaveLength(1);
  });

  it('when NG KWOK WAI, on duty on GX3579, starts on HC1001 without confirming, then he is told he is on duty on GX3579 and nothing changes; once he confirms ending it, GX3579 ends and HC1001 starts', async () => {
    await endAllOpen();
    const [gx, hc] = [await qrTokenOf('GX3579'), await qrTokenOf('HC1001')];
    const onGx = (await start(STAFF, gx.token)).json().data as DrivingLog;
    const current = await call(STAFF, 'GET', `${FLEET}/duty/current`);
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().data.period).toMatchObject({ id: onGx.id, vehicleNo: 'GX3579', endedAt: null });
    const check = await call(STAFF, 'POST', `${FLEET}/duty/check`, { token: hc.token });
    expect(check.json().data).toMatchObject({
      vehicle: { registrationMark: 'HC1001' },
      myOpenPeriod: null,
      myOtherPeriod: { id: onGx.id, vehicleNo: 'GX3579' },
    });

    // An old client (no confirmation), a made-up period, another period's id: each refused alike.
    for (const endPeriodId of [undefined, onGx.id + 1000, onGx.id - 1]) {
      const refused = await start(STAFF, hc.token, endPeriodId);
      expect(`${refused.statusCode} ${refused.json().code}`).toBe('409 FLT-E-0004');
      expect(refused.json().message).toBe(
        'You are on duty on GX3579. Starting duty on this vehicle ends it: please confirm that you want to end it first.',
      );
    }
    expect(await openPeriods('GX3579')).toMatchObject([{ id: onGx.id }]);
    expect(await openPeriods('HC1001')).toEqual([]);

    const confirmed = await start(STAFF, hc.token, onGx.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ vehicleNo: 'HC1001', endedAt: null });
    const [left] = await db().select().from(drivingLogs).where(eq(drivingLogs.id, onGx.id));
    expect(left!.endReason).toBe('OTHER_VEHICLE');
    // The same confirmation sent again (a double click): his duty on HC1001 answers, nothing ends.
    const again = await start(STAFF, hc.token, onGx.id);
    expect(again.json().data.id).toBe(confirmed.json().data.id);
    expect((await call(STAFF, 'GET', `${FLEET}/duty/current`)).json().data.period).toMatchObject({
      vehicleNo: 'HC1001',
    });
    await endAllOpen();
    expect((await call(STAFF, 'GET', `${FLEET}/duty/current`)).json().data.period).toBeNull();
  });

  it('when a driver types the code printed under HC1001’s QR code, in lower case or without its dash, then he goes on duty; a wrong code is not a portal code', async () => {
    await endAllOpen();
    const agentId = await agentIdOf(ADMIN, 'OAD');
    const { vehicleId } = await qrTokenOf('HC1001');
    const qr = await call(ADMIN, 'GET', `${USERS}/users/veh/qr/${vehicleId}`, undefined, agentId);
    const printed = qr.json().data.shortCode as string;
    expect(printed).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    const typed = ` ${printed.toLowerCase().replace('-', ' ')} `;
    const check = await call(STAFF, 'POST', `${FLEET}/duty/check`, { token: typed });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data.vehicle.registrationMark).toBe('HC1001');
    const started = await start(STAFF, printed.replace('-', ''));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.vehicleNo).toBe('HC1001');
    const wrong = printed.startsWith('Z') ? `Y${printed.slice(1)}` : `Z${printed.slice(1)}`;
    expect((await start(STAFF, wrong)).json().code).toBe('VEH-E-0004');
    await endAllOpen();
  });

  it('when a period stays open longer than DRIVING_LOG_AUTO_CLOSE_HOURS, then it closes at its start plus those hours', async () => {
    await endAllOpen();
    const { token } = await qrTokenOf('HC3030');
    const started = (await start(STAFF, token)).json().data as DrivingLog;
    const longAgo = new Date(Date.now() - 13 * 3_600_000);
    await db().update(drivingLogs).set({ startedAt: longAgo }).where(eq(drivingLogs.id, started.id));
    expect(await closeStalePeriods(db())).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(drivingLogs).where(eq(drivingLogs.id, started.id));
    expect(row!.endReason).toBe('AUTO');
    expect(row!.endedAt!.getTime()).toBe(longAgo.getTime() + 12 * 3_600_000);
  });
});

describe('driving logs and the fleet answer for the acting role only', () => {
  it('my logs show the caller’s own periods; device logs the acting role’s vehicles; the fleet needs fleetManagement', async () => {
    const mine = await call(STAFF, 'GET', `${FLEET}/driving-logs/mine?pageSize=100`);
    expect(mine.statusCode, mine.body).toBe(200);
    const items = mine.json().data.items as DrivingLog[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((l) => l.mine)).toBe(true);

    const company = await call(
      ADMIN,
      'GET',
      `${FLEET}/driving-logs/devices?pageSize=100`,
      undefined,
      await agentIdOf(ADMIN, 'OAD'),
    );
    expect(company.statusCode, company.body).toBe(200);
    const marks = new Set((company.json().data.items as DrivingLog[]).map((l) => l.vehicleNo));
    expect(marks.has('GX3579')).toBe(true);
    expect(marks.has('HK2468')).toBe(false);

    // LEE KA YAN's own vehicle logs hold none of the company's.
    const own = await call(OWNER_DRIVER, 'GET', `${FLEET}/driving-logs/devices?pageSize=100`);
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json().data.items as DrivingLog[]).every((l) => l.vehicleNo === 'HK2468')).toBe(true);

    // A driver with no vehicle flag, an owner without a licence, the staff in his company role.
    expect((await call(DRIVER, 'GET', `${FLEET}/driving-logs/devices`)).statusCode).toBe(403);
    expect((await call(OWNER, 'GET', `${FLEET}/driving-logs/mine`)).statusCode).toBe(403);
    expect((await call(OWNER, 'POST', `${FLEET}/duty/check`, { token: 'EVQ1.a.b' })).statusCode).toBe(403);
    expect((await call(DRIVER, 'GET', `${FLEET}/fleet`)).statusCode).toBe(403);
    const staffRole = await agentIdOf(STAFF, 'OAG');
    expect(
      (await call(STAFF, 'POST', `${FLEET}/duty/start`, { token: 'EVQ1.a.b' }, staffRole)).statusCode,
    ).toBe(403);
    expect((await call(STAFF, 'GET', `${FLEET}/fleet`, undefined, staffRole)).statusCode).toBe(200);
  });

  it('when a driver exports his driving logs, then the file lists his periods with the masked driver; the company’s export lists its vehicles’ periods', async () => {
    const today = hongKongDateOf(new Date());
    const from = hongKongDateOf(new Date(Date.now() - 10 * 86_400_000));
    const body = { type: 'drivingLogs', format: 'csv', from, to: today };
    const asked = await call(STAFF, 'POST', '/rest/ticket/api/v1/publ/exports', body);
    expect(asked.statusCode, asked.body).toBe(200);
    const adminRole = await agentIdOf(ADMIN, 'OAD');
    const company = await call(ADMIN, 'POST', '/rest/ticket/api/v1/publ/exports', body, adminRole);
    expect(company.statusCode, company.body).toBe(200);
    await settleJobs(t, ['exports.produce']);
    const file = await call(STAFF, 'GET', `/rest/ticket/api/v1/publ/exports/${asked.json().data.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('GX3579');
    expect(file.body).toContain('NG K*** W**');
    expect(file.body).not.toContain('KWOK WAI');
    const companyFile = await call(
      ADMIN,
      'GET',
      `/rest/ticket/api/v1/publ/exports/${company.json().data.id}/file`,
      undefined,
      adminRole,
    );
    expect(companyFile.body).toContain('LB8080');
    expect(companyFile.body).not.toContain('HK2468');
  });
});

describe('the fleet overview of a vehicle with many unpaid tickets', () => {
  it('when a vehicle has more unpaid tickets than the overview shows, then it lists the newest five and says how many there are', async () => {
    const adminRole = await agentIdOf(ADMIN, 'OAD');
    const overview = async () =>
      (
        (await call(ADMIN, 'GET', `${FLEET}/fleet?pageSize=100`, undefined, adminRole)).json().data
          .vehicles as { vehicleNo: string; unpaidTickets: { noticeNo: string }[]; unpaidTotal: number }[]
      ).find((v) => v.vehicleNo === 'HC1001')!;
    const before = await overview();
    const issued: string[] = [];
    for (let day = 1; day <= 7; day++) {
      const serial = `7210010${day}`;
      const { noticeNo } = await issue(t.app, serial, {
        vehicleNo: 'HC1001',
        offenceDate: `2026-10-0${day}`,
      });
      issued.push(noticeNo);
    }
    const after = await overview();
    expect(after.unpaidTotal).toBe(before.unpaidTotal + 7);
    // The five newest offences, newest first; the answer does not grow with the vehicle's tickets.
    expect(after.unpaidTickets.map((x) => x.noticeNo)).toEqual(issued.slice(2).reverse());
  });
});

describe('lists larger than the pager counts', () => {
  it('when the company has more than COUNT_LIMIT periods and vehicles, then the logs and the fleet overview are paged with totals that stop at the limit and say so', async () => {
    const adminRole = await agentIdOf(ADMIN, 'OAD');
    // The overview reads the company's register into the portal's copy once.
    const before = await call(ADMIN, 'GET', `${FLEET}/fleet?pageSize=10`, undefined, adminRole);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject({ totalCapped: false, page: 1, pageSize: 10 });
    const fleetSize = before.json().data.total as number;
    expect(before.json().data.vehicles.map((v: { vehicleNo: string }) => v.vehicleNo)).toContain('GX3579');

    const [gx] = await db()
      .select({ ownerKey: ownedVehicles.ownerKey })
      .from(ownedVehicles)
      .where(eq(ownedVehicles.registrationMark, 'GX3579'));
    const [staff] = await db()
      .select({ id: users.id })
      .from(users)
      .innerJoin(tdPersons, eq(tdPersons.id, users.tdPersonId))
      .where(eq(tdPersons.idNo, STAFF));
    const extra = COUNT_LIMIT + 5;
    await db().execute(sql`
      insert into owned_vehicles (owner_key, registration_mark, class_code, type_code, make, model, colour_code, year_of_manufacture)
      select ${gx!.ownerKey}, 'ZZ' || lpad(i::text, 4, '0'), '001', 'PRIVATE_CAR', 'ISUZU', 'ELF', 'A', 2020
      from generate_series(1, ${extra}) i`);
    await db().execute(sql`
      insert into driving_logs (vehicle_no, owner_key, driver_user_id, started_at, ended_at, end_reason)
      select 'ZZ' || lpad(i::text, 4, '0'), ${gx!.ownerKey}, ${staff!.id},
             now() - make_interval(days => 400, mins => i * 10), now() - make_interval(days => 400, mins => i * 10 - 5), 'SCAN'
      from generate_series(1, ${extra}) i`);
    try {
      const fleet = (await call(ADMIN, 'GET', `${FLEET}/fleet?pageSize=10`, undefined, adminRole)).json()
        .data;
      expect(fleet).toMatchObject({ total: COUNT_LIMIT, totalCapped: true, onDuty: { totalCapped: false } });
      expect(fleet.vehicles).toHaveLength(10);
      const last = (
        await call(
          ADMIN,
          'GET',
          `${FLEET}/fleet?pageSize=100&page=${Math.ceil((extra + fleetSize) / 100)}`,
          undefined,
          adminRole,
        )
      ).json().data;
      expect(last.vehicles.map((v: { vehicleNo: string }) => v.vehicleNo)).toContain(`ZZ${extra}`);

      const devices = (
        await call(ADMIN, 'GET', `${FLEET}/driving-logs/devices?pageSize=10`, undefined, adminRole)
      ).json().data;
      expect(devices).toMatchObject({ total: COUNT_LIMIT, totalCapped: true });
      const mine = (await call(STAFF, 'GET', `${FLEET}/driving-logs/mine?pageSize=10`)).json().data;
      expect(mine).toMatchObject({ total: COUNT_LIMIT, totalCapped: true });
      // A vehicle filter counts within that vehicle (its own index range).
      const one = (await call(STAFF, 'GET', `${FLEET}/driving-logs/mine?vehicleNo=ZZ${extra}`)).json().data;
      expect(one).toMatchObject({ total: 1, totalCapped: false });
    } finally {
      await db().execute(sql`delete from driving_logs where vehicle_no like 'ZZ%'`);
      await db().execute(sql`delete from owned_vehicles where registration_mark like 'ZZ%'`);
    }
  });
});
