import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { instantOfHongKong } from '@eticket/domain/common/hong-kong-time';
import { quickLogin, roleHeaders, userIdOf } from '../../../test/identity-helpers.ts';
import { settleJobs } from '../../../test/messages-fixtures.ts';
import { planOf } from '../../../test/query-plan.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { exportFinished, issue, noticeNoOf, PUBL, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { drivingLogs } from './fleets.table.ts';
import { ticketsWithDriversOf } from './fleet-tickets.repository.ts';

const ADMIN = 'F6789018'; // LAU MEI LING: administrator of HARBOUR CITY LOGISTICS (GX3579, LB8080)
const STAFF = 'G7890129'; // NG KWOK WAI: its staff, who drives its vehicles
const OWNER = 'A1234563'; // CHAN TAI MAN: a person owning AB1234

let t: TestApp;
const db = () => t.database.db;
let adminHeaders: Record<string, string>;
let headersOf: ReturnType<typeof roleHeaders>;
let companyKey: string;

/** A finished duty period of NG KWOK WAI on a company vehicle, on a Hong Kong day, driven for `ownerKey`. */
async function period(vehicleNo: string, day: string, from: string, to: string, ownerKey = companyKey) {
  await db()
    .insert(drivingLogs)
    .values({
      vehicleNo,
      ownerKey,
      driverUserId: await userIdOf(db(), STAFF),
      startedAt: instantOfHongKong(day, from),
      endedAt: instantOfHongKong(day, to),
      endReason: 'SCAN',
    });
}

async function exportRows(headers: Record<string, string>, from: string, to: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${PUBL}/exports`,
    headers,
    payload: { type: 'fleetTickets', format: 'csv', from, to },
  });
  expect(res.statusCode, res.body).toBe(200);
  const task = await exportFinished(t, res.json().data.id, headers);
  expect(task.state).toBe('DONE');
  const file = await t.app.inject({ url: `${PUBL}/exports/${task.id}/file`, headers });
  const [header, ...rows] = file.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
  return { header: header!.split(','), rows: rows.map((r) => r.split(',')) };
}

beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV, { seedDemo: true });
  headersOf = roleHeaders(t.app);
  adminHeaders = await headersOf(ADMIN, 'OAD');
  await quickLogin(t.app, STAFF);
  const [gx] = await db()
    .select({ ownerKey: drivingLogs.ownerKey })
    .from(drivingLogs)
    .where(eq(drivingLogs.vehicleNo, 'GX3579'))
    .limit(1);
  companyKey = gx!.ownerKey;

  // March 2026: told (period then ticket), not told (ticket then period), nobody on duty, a period
  // driven for someone else, and tickets just outside the month and of a person's vehicle.
  await period('GX3579', '2026-03-10', '08:00', '18:00');
  await issue(t.app, '73000001', { vehicleNo: 'GX3579', offenceDate: '2026-03-10', offenceTime: '09:30' });
  await issue(t.app, '73000002', { vehicleNo: 'LB8080', offenceDate: '2026-03-31', offenceTime: '23:30' });
  await issue(t.app, '73000003', { vehicleNo: 'GX3579', offenceDate: '2026-03-20', offenceTime: '10:00' });
  await issue(t.app, '73000004', { vehicleNo: 'GX3579', offenceDate: '2026-04-01', offenceTime: '00:10' });
  await issue(t.app, '73000005', { vehicleNo: 'GX3579', offenceDate: '2026-02-28', offenceTime: '23:50' });
  await issue(t.app, '73000006', { vehicleNo: 'AB1234', offenceDate: '2026-03-15', offenceTime: '11:00' });
  await period('LB8080', '2026-03-25', '07:00', '08:00', 'C:999999');
  await issue(t.app, '73000007', { vehicleNo: 'LB8080', offenceDate: '2026-03-25', offenceTime: '07:30' });
  await settleJobs(t, ['fleets.tell-driver']);
  await period('LB8080', '2026-03-31', '22:00', '23:59');
});
afterAll(() => t.close());

describe('the fleet’s tickets of a month for recharging drivers and customers', () => {
  it('when the administrator exports March, then each company ticket of March has its driver on duty, his period and whether he was told, and nothing else is listed', async () => {
    const { header, rows } = await exportRows(adminHeaders, '2026-03-01', '2026-03-31');
    expect(header).toEqual([
      'Notice No.',
      'Vehicle No.',
      'Offence time',
      'Amount (HKD)',
      'Status',
      'Driver on duty',
      'Start of duty',
      'End of duty',
      'How the duty was recorded',
      'Driver told',
      'Told at',
    ]);
    const ours = rows.filter((r) => r[0]!.startsWith('73'));
    // Oldest offence first; February, April and the person's AB1234 are not in it.
    expect(ours.map((r) => r[0])).toEqual(['73000001', '73000003', '73000007', '73000002'].map(noticeNoOf));
    const [told, nobody, othersPeriod, notTold] = ours;
    expect(told!.slice(1, 10)).toEqual([
      'GX3579',
      '10/03/2026 09:30',
      expect.stringMatching(/^\d+\.\d\d$/),
      'Unpaid',
      'NG K*** W**',
      '10/03/2026 08:00',
      '10/03/2026 18:00',
      'Ended by scanning',
      'Yes',
    ]);
    expect(told![10]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(nobody!.slice(5)).toEqual(['', '', '', '', 'No', '']);
    // A period driven for another owner is not the company's to see.
    expect(othersPeriod!.slice(5)).toEqual(['', '', '', '', 'No', '']);
    expect(notTold!.slice(5)).toEqual([
      'NG K*** W**',
      '31/03/2026 22:00',
      '31/03/2026 23:59',
      'Ended by scanning',
      'No',
      '',
    ]);
    // Every row is one of the company's vehicles.
    for (const row of rows) expect(['GX3579', 'LB8080', 'HC1001']).toContain(row[1]);
  });

  it('when the month is April, then only April’s ticket is listed', async () => {
    const { rows } = await exportRows(adminHeaders, '2026-04-01', '2026-04-30');
    expect(rows.filter((r) => r[0]!.startsWith('73')).map((r) => r[0])).toEqual([noticeNoOf('73000004')]);
  });

  it('when someone without fleet management asks for it, then it is refused', async () => {
    for (const idNo of [OWNER, STAFF]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${PUBL}/exports`,
        headers: await headersOf(idNo),
        payload: { type: 'fleetTickets', format: 'csv', from: '2026-03-01', to: '2026-03-31' },
      });
      expect(res.statusCode, res.body).toBe(403);
    }
  });

  it('when the month is exported as XLSX, then a workbook comes back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PUBL}/exports`,
      headers: adminHeaders,
      payload: { type: 'fleetTickets', format: 'xlsx', from: '2026-03-01', to: '2026-03-31' },
    });
    const task = await exportFinished(t, res.json().data.id, adminHeaders);
    const file = await t.app.inject({ url: `${PUBL}/exports/${task.id}/file`, headers: adminHeaders });
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('when a month is read, then every table is read through an index: the company’s range, keys, one step back in each vehicle’s logs', async () => {
    const month = { from: instantOfHongKong('2026-03-01'), to: instantOfHongKong('2026-04-01') };
    const plan = await planOf(db(), (tx) =>
      ticketsWithDriversOf(tx, { partyKey: companyKey }, month, 10_000),
    );
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/ticket_parties_party\w*idx/);
    expect(plan).toContain('driving_logs_vehicle_idx');
  });
});
