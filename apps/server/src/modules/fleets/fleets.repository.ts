import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { boundedCount, boundedCountQuery, boundedPage, ONE } from '../../db/bounded-count.ts';
import type { Database } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { namedDriverOfTicket } from '../notices/named-driver.ts';
import { unpaidOnVehicle, type UnpaidOnVehicle } from '../tickets/vehicle-ticket-columns.ts';
import { users } from '../accounts/accounts.table.ts';
import { agentRoles } from '../agents/agents.table.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { drivingLogs, drivingLogTickets } from './fleets.table.ts';

export type DrivingLogRow = typeof drivingLogs.$inferSelect;

/** One scan of one vehicle at a time: concurrent scans of it queue here, in the scanning transaction. */
export async function lockVehicle(tx: Database, vehicleNo: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`driving-log:${vehicleNo}`}))`);
}

export async function lockDriver(tx: Database, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`driving-log-driver:${userId}`}))`);
}

export async function openPeriodOfVehicle(db: Database, vehicleNo: string) {
  const [row] = await db
    .select()
    .from(drivingLogs)
    .where(and(eq(drivingLogs.vehicleNo, vehicleNo), isNull(drivingLogs.endedAt)));
  return row;
}

export async function openPeriodOfDriver(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(drivingLogs)
    .where(and(eq(drivingLogs.driverUserId, userId), isNull(drivingLogs.endedAt)));
  return row;
}

export async function endPeriod(db: Database, id: number, endedAt: Date, reason: string) {
  const [row] = await db
    .update(drivingLogs)
    .set({ endedAt, endReason: reason })
    .where(and(eq(drivingLogs.id, id), isNull(drivingLogs.endedAt)))
    .returning();
  return row;
}

export async function insertPeriod(
  db: Database,
  period: { vehicleNo: string; ownerKey: string; driverUserId: string; startedAt: Date },
) {
  const [row] = await db.insert(drivingLogs).values(period).returning();
  return row!;
}

/** Periods open for longer than `hours` end at their start plus `hours` (reason AUTO); answers how many. */
export async function closeStalePeriods(db: Database, hours: number, now: Date) {
  const rows = await db
    .update(drivingLogs)
    .set({
      endedAt: sql`${drivingLogs.startedAt} + make_interval(hours => ${hours})`,
      endReason: 'AUTO',
    })
    .where(
      and(
        isNull(drivingLogs.endedAt),
        lte(drivingLogs.startedAt, new Date(now.getTime() - hours * 3_600_000)),
      ),
    )
    .returning({ id: drivingLogs.id });
  return rows.length;
}

/** Where a log page looks: a driver's own periods, or those of an owner's vehicles (optionally some marks). */
export interface LogFilter {
  driverUserId?: string;
  ownerKey?: string;
  marks?: readonly string[];
  vehicleNo?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function whereOf(f: LogFilter): SQL | undefined {
  const parts: Array<SQL | undefined> = [
    f.driverUserId ? eq(drivingLogs.driverUserId, f.driverUserId) : undefined,
    f.ownerKey ? eq(drivingLogs.ownerKey, f.ownerKey) : undefined,
    f.marks ? (f.marks.length ? inArray(drivingLogs.vehicleNo, [...f.marks]) : sql`false`) : undefined,
    f.vehicleNo ? eq(drivingLogs.vehicleNo, f.vehicleNo) : undefined,
    f.from ? or(isNull(drivingLogs.endedAt), gte(drivingLogs.endedAt, f.from)) : undefined,
    f.to ? lt(drivingLogs.startedAt, f.to) : undefined,
  ];
  return and(...parts);
}

/** Newest first: the order of every log index (driver, owner or vehicle, then time and id) read backwards. */
const newestFirst = [desc(drivingLogs.startedAt), desc(drivingLogs.id)] as const;

/** A page of the filter's periods, newest first, and their bounded total. */
export function pageOfLogs(db: Database, f: LogFilter, offset: number, limit: number) {
  const where = whereOf(f);
  return boundedPage(
    db,
    db
      .select({ log: drivingLogs, personId: users.tdPersonId })
      .from(drivingLogs)
      .innerJoin(users, eq(users.id, drivingLogs.driverUserId))
      .where(where)
      .orderBy(...newestFirst),
    db
      .select(ONE)
      .from(drivingLogs)
      .where(where)
      .orderBy(...newestFirst),
    offset,
    limit,
  );
}

/** How many of the owner's vehicles have a period open now (bounded; driving_logs_open_owner_idx). */
export function countOpenOfOwner(db: Database, ownerKey: string) {
  return boundedCount(
    db,
    db
      .select(ONE)
      .from(drivingLogs)
      .where(and(eq(drivingLogs.ownerKey, ownerKey), isNull(drivingLogs.endedAt))),
  );
}

/** Every period of the filter (for an export), oldest first. */
export function allLogs(db: Database, f: LogFilter) {
  return db
    .select({ log: drivingLogs, personId: users.tdPersonId })
    .from(drivingLogs)
    .innerJoin(users, eq(users.id, drivingLogs.driverUserId))
    .where(whereOf(f))
    .orderBy(drivingLogs.startedAt, drivingLogs.id);
}

/** The open periods of some vehicles, with the driver's person. */
export function openPeriodsOf(db: Database, marks: readonly string[]) {
  if (marks.length === 0) return Promise.resolve([]);
  return db
    .select({ log: drivingLogs, personId: users.tdPersonId })
    .from(drivingLogs)
    .innerJoin(users, eq(users.id, drivingLogs.driverUserId))
    .where(and(inArray(drivingLogs.vehicleNo, [...marks]), isNull(drivingLogs.endedAt)));
}

/** Whether the user holds an active company role (staff or administrator) of the company. */
export async function holdsCompanyRole(db: Database, userId: string, companyId: number) {
  const [row] = await db
    .select({ id: agentRoles.id })
    .from(agentRoles)
    .where(
      and(
        eq(agentRoles.userId, userId),
        eq(agentRoles.ownerCompanyId, companyId),
        inArray(agentRoles.roleType, ['OAD', 'OAG']),
        eq(agentRoles.status, 'ACTIVATED'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The ticket's vehicle and offence time. */
export async function ticketOf(db: Database, ticketId: number) {
  const [row] = await db
    .select({ id: tickets.id, vehicleNo: tickets.vehicleNo, offenceAt: tickets.offenceAt })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  return row;
}

/**
 * The period of the vehicle covering an offence time (to the minute, as tickets record it): started in that
 * minute or before, and ended after it (or still open and not yet past its automatic close). After a
 * handover within the minute both periods qualify, and the later one (the driver then at the wheel) wins.
 */
export async function periodCovering(db: Database, vehicleNo: string, at: Date, hours: number) {
  const [row] = await db
    .select()
    .from(drivingLogs)
    .where(
      and(
        eq(drivingLogs.vehicleNo, vehicleNo),
        sql`date_trunc('minute', ${drivingLogs.startedAt}) <= ${at}`,
        sql`coalesce(${drivingLogs.endedAt}, ${drivingLogs.startedAt} + make_interval(hours => ${hours})) > ${at}`,
      ),
    )
    .orderBy(desc(drivingLogs.startedAt))
    .limit(1);
  return row;
}

/** The period recorded against a ticket when its driver was told, with the driver's person. */
export async function recordedPeriodOfTicket(db: Database, ticketId: number) {
  const [row] = await db
    .select({ log: drivingLogs, personId: users.tdPersonId })
    .from(drivingLogTickets)
    .innerJoin(drivingLogs, eq(drivingLogs.id, drivingLogTickets.logId))
    .innerJoin(users, eq(users.id, drivingLogs.driverUserId))
    .where(eq(drivingLogTickets.ticketId, ticketId));
  return row;
}

/** Records the driver a ticket reached; false when it was recorded before (a repeated job). */
export async function recordTicketDriver(
  db: Database,
  row: { ticketId: number; logId: number; driverUserId: string },
) {
  const inserted = await db.insert(drivingLogTickets).values(row).onConflictDoNothing().returning();
  return inserted.length > 0;
}

/** The matched drivers of some tickets, by ticket id, with the driver's person. */
export function driversOfTickets(db: Database, ticketIds: readonly number[]) {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ticketId: drivingLogTickets.ticketId, personId: users.tdPersonId })
    .from(drivingLogTickets)
    .innerJoin(users, eq(users.id, drivingLogTickets.driverUserId))
    .where(inArray(drivingLogTickets.ticketId, [...ticketIds]));
}

export async function deleteTicketDrivers(db: Database, ticketIds: readonly number[]) {
  if (ticketIds.length === 0) return;
  await db.delete(drivingLogTickets).where(inArray(drivingLogTickets.ticketId, [...ticketIds]));
}

export async function personOfUser(db: Database, userId: string) {
  const [row] = await db.select({ personId: users.tdPersonId }).from(users).where(eq(users.id, userId));
  return row?.personId ?? null;
}

/** The driver on duty at a ticket's offence as the logs recorded it (its person), or null: a column. */
const driverOfTicket = (ticketId: SQLWrapper) =>
  sql`(select ${users.tdPersonId} from ${drivingLogTickets} join ${users} on ${users.id} = ${drivingLogTickets.driverUserId}
    where ${drivingLogTickets.ticketId} = ${ticketId})`;

/** What the driver on duty's deadline decided for a ticket (ACTED, DID_NOT_ACT), or null: a column. */
const driverActionOf = (ticketId: SQLWrapper) =>
  sql`(select ${drivingLogTickets.driverAction} from ${drivingLogTickets} where ${drivingLogTickets.ticketId} = ${ticketId})`;

/** The vehicle's open period, if any: its driver's person and its start, as JSON. A column. */
const onDutyOf = (mark: SQLWrapper) =>
  sql`(select json_build_object('personId', ${users.tdPersonId}, 'startedAt', ${drivingLogs.startedAt})
    from ${drivingLogs} join ${users} on ${users.id} = ${drivingLogs.driverUserId}
    where ${drivingLogs.vehicleNo} = ${mark} and ${drivingLogs.endedAt} is null limit 1)`;

/** A vehicle of a page of the fleet overview, as `overviewOfMarks` reads it. */
export interface OverviewOfVehicle {
  mark: string;
  /** Its open period, if any: the driver's person and the start (a JSON time). */
  onDuty: { personId: number | null; startedAt: string } | null;
  /** The party's newest unpaid tickets on it, each with the driver the logs had on duty and the one named. */
  unpaid: Array<
    UnpaidOnVehicle & {
      driverPersonId: number | null;
      namedDriver: string | null;
      driverAction: string | null;
    }
  >;
  /** How many of the owner's vehicles have a driver on duty (bounded), the same on every row. */
  onDutyTotal: number;
}

/**
 * What the fleet overview shows of each vehicle of a page, in one prepared statement: who is on duty, the
 * company's newest unpaid tickets with their drivers (ADR 0043: never an earlier owner's), and how many of
 * the fleet's vehicles have someone on duty. No row when `marks` is empty.
 */
export function overviewOfMarks(
  db: Database,
  q: { marks: readonly string[]; ownerKey: string; partyKey: string | null; perVehicle: number },
): Promise<OverviewOfVehicle[]> {
  return prepared(db, 'fleet_overview_of_marks', (db) => {
    const p = sql.placeholder;
    const mark = sql`"page"."mark"`;
    const openCount = boundedCountQuery(
      db,
      db
        .select(ONE)
        .from(drivingLogs)
        .where(and(eq(drivingLogs.ownerKey, p('ownerKey')), isNull(drivingLogs.endedAt))),
    );
    return db
      .select({
        mark: sql<string>`${mark}`,
        // Each fragment nested in a field of its own: Drizzle drops the table names of a field's own
        // columns when the statement has no join, and these name several tables.
        onDuty: sql<OverviewOfVehicle['onDuty']>`${onDutyOf(mark)}`,
        unpaid: sql<OverviewOfVehicle['unpaid']>`${unpaidOnVehicle(
          p('partyKey'),
          mark,
          p('perVehicle'),
          (ticketId) => ({
            driverPersonId: driverOfTicket(ticketId),
            namedDriver: namedDriverOfTicket(ticketId),
            driverAction: driverActionOf(ticketId),
          }),
        )}`,
        onDutyTotal: sql`(${openCount})`.mapWith(Number),
      })
      .from(sql`unnest(${p('marks')}::text[]) with ordinality as "page"("mark", "n")`)
      .orderBy(sql`"page"."n"`);
  }).execute(q);
}
