import { and, eq, inArray } from 'drizzle-orm';
import { addDays, hongKongDateOf, instantOfHongKong } from '@eticket/domain/common/hong-kong-time';
import type { Database } from '../db/database.ts';
import { users } from '../modules/accounts/accounts.table.ts';
import { drivingLogs, drivingLogTickets } from '../modules/fleets/fleets.table.ts';
import { addDriverOnDuty } from '../modules/tickets/ticket-parties.service.ts';
import { tickets } from '../modules/tickets/tickets.table.ts';
import { tdCompanies, tdPersons } from '../sandbox/transport/transport.table.ts';
import { DEMO_COMPANIES, DEMO_PERSONS } from './demo-data.ts';

const STAFF_ID_NO = DEMO_PERSONS.find((p) => p.key === 'companyStaff')!.idNo;

/** The demo company's staff member who drives its vehicles (his user and person), and the company. */
export async function demoDriverOfCompany(db: Database) {
  const [staff] = await db
    .select({ userId: users.id, personId: tdPersons.id })
    .from(users)
    .innerJoin(tdPersons, eq(tdPersons.id, users.tdPersonId))
    .where(eq(tdPersons.idNo, STAFF_ID_NO));
  const [company] = await db
    .select({ id: tdCompanies.id })
    .from(tdCompanies)
    .where(eq(tdCompanies.docNo, DEMO_COMPANIES[0]!.docNo));
  return staff && company ? { staff, company } : undefined;
}

/**
 * NG KWOK WAI's past duty periods on the demo company's vehicles (all ended, so nobody is on duty until
 * someone scans): the three days before seeding, and the day of the company's GX3579 ticket in transaction,
 * whose driver the fleet page then shows. Added once: a staff member with any period is left alone.
 */
export async function seedDemoDrivingLogs(db: Database, now = new Date()) {
  const found = await demoDriverOfCompany(db);
  if (!found) return;
  const { staff, company } = found;
  const [any] = await db
    .select({ id: drivingLogs.id })
    .from(drivingLogs)
    .where(eq(drivingLogs.driverUserId, staff.userId))
    .limit(1);
  if (any) return;
  const ownerKey = `C:${company.id}`;
  const today = hongKongDateOf(now);
  const period = (day: string, vehicleNo: string, from: string, to: string, endReason = 'SCAN') => ({
    vehicleNo,
    ownerKey,
    driverUserId: staff.userId,
    startedAt: instantOfHongKong(day, from),
    endedAt: instantOfHongKong(day, to),
    endReason,
  });
  await db
    .insert(drivingLogs)
    .values([
      period(addDays(today, -3), 'HC1001', '07:45', '19:45', 'AUTO'),
      period(addDays(today, -2), 'LB8080', '09:00', '18:10'),
      period(addDays(today, -1), 'GX3579', '08:05', '17:30'),
    ]);
  // The company's ticket in transaction on GX3579 (demo serial 60000004): its driver was on duty.
  const [ticket] = await db
    .select({ id: tickets.id, offenceAt: tickets.offenceAt })
    .from(tickets)
    .where(and(eq(tickets.vehicleNo, 'GX3579'), inArray(tickets.noticeSerial, ['60000004'])));
  if (!ticket) return;
  const day = hongKongDateOf(ticket.offenceAt);
  const [log] = await db
    .insert(drivingLogs)
    .values(period(day, 'GX3579', '07:00', '19:00'))
    .returning({ id: drivingLogs.id });
  await db
    .insert(drivingLogTickets)
    .values({ ticketId: ticket.id, logId: log!.id, driverUserId: staff.userId })
    .onConflictDoNothing();
  await addDriverOnDuty(db, ticket.id, staff.personId);
}
