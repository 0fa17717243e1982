import { addDays, hongKongDateOf, instantOfHongKong } from '@eticket/domain/common/hong-kong-time';
import type { Database } from '../db/database.ts';
import { drivingLogs, drivingLogTickets } from '../modules/fleets/fleets.table.ts';
import { addDriverOnDuty } from '../modules/tickets/ticket-parties.service.ts';
import { demoDriverOfCompany } from './demo-driving-logs.ts';

/** A demo ticket as the cross-area seed inserts it (demo-seed.ts's insertDemoTicket). */
export interface FleetMonthTicket {
  serial: string;
  offenceDate: string;
  offenceTime: string;
  status: string;
  noticeType: '525';
  offenceCode: string;
  vehicleNo: string;
  place: string;
  locationType: string;
  locationFeature: string;
}

/**
 * The demo company's tickets of last month (ADR 0067), each with NG KWOK WAI's duty period then, told the
 * evening of the offence, except the 20th's (nobody had scanned in): the month's export for recharging
 * drivers and customers has rows. The 8th's is unpaid, its driver told at least 20 days before any day of
 * this month: it is past his deadline to act.
 */
const MONTH = [
  {
    serial: '60000921',
    day: 3,
    time: '09:30',
    vehicleNo: 'GX3579',
    status: 'SETTLED',
    duty: ['07:00', '19:00'],
  },
  {
    serial: '60000922',
    day: 8,
    time: '11:15',
    vehicleNo: 'LB8080',
    status: 'UNPAID',
    duty: ['08:30', '17:45'],
  },
  {
    serial: '60000923',
    day: 14,
    time: '16:40',
    vehicleNo: 'GX3579',
    status: 'SETTLED',
    duty: ['12:00', '20:10'],
  },
  { serial: '60000924', day: 20, time: '08:20', vehicleNo: 'LB8080', status: 'UNPAID', duty: null },
  {
    serial: '60000925',
    day: 26,
    time: '13:05',
    vehicleNo: 'GX3579',
    status: 'SETTLED',
    duty: ['07:15', '19:15'],
  },
] as const;

/** The first day of the month before `now`'s, in Hong Kong. */
function lastMonthStart(now: Date) {
  const today = hongKongDateOf(now);
  return addDays(`${today.slice(0, 8)}01`, -1).slice(0, 8);
}

/**
 * Inserts last month's fleet tickets that are missing, through `insertTicket` (undefined when the notice
 * is there already, so a second start adds nothing), with their drivers' periods and told records.
 */
export async function seedDemoFleetMonth(
  db: Database,
  insertTicket: (t: FleetMonthTicket) => Promise<{ id: number } | undefined>,
  now = new Date(),
) {
  const found = await demoDriverOfCompany(db);
  if (!found) return;
  const { staff, company } = found;
  const month = lastMonthStart(now);
  for (const m of MONTH) {
    const day = `${month}${String(m.day).padStart(2, '0')}`;
    const ticket = await insertTicket({
      serial: m.serial,
      offenceDate: day,
      offenceTime: m.time,
      status: m.status,
      noticeType: '525',
      offenceCode: '04',
      vehicleNo: m.vehicleNo,
      place: 'CANTON ROAD, TSIM SHA TSUI',
      locationType: 'O',
      locationFeature: 'L',
    });
    if (!ticket || !m.duty) continue;
    const [log] = await db
      .insert(drivingLogs)
      .values({
        vehicleNo: m.vehicleNo,
        ownerKey: `C:${company.id}`,
        driverUserId: staff.userId,
        startedAt: instantOfHongKong(day, m.duty[0]),
        endedAt: instantOfHongKong(day, m.duty[1]),
        endReason: 'SCAN',
      })
      .returning({ id: drivingLogs.id });
    await db.insert(drivingLogTickets).values({
      ticketId: ticket.id,
      logId: log!.id,
      driverUserId: staff.userId,
      toldAt: instantOfHongKong(day, '23:05'),
    });
    await addDriverOnDuty(db, ticket.id, staff.personId);
  }
}
