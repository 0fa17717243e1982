import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { namedDriverOfTicket } from '../notices/named-driver.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { drivingLogs, drivingLogTickets } from './fleets.table.ts';

/** What the driver's deadline decided: he paid or was named, or neither. */
export type DriverAction = 'ACTED' | 'DID_NOT_ACT';

/**
 * Told tickets not yet decided whose driver was told by `toldBy`, oldest first (the partial index
 * driving_log_tickets_undecided_idx: only undecided rows), locked for this run (others skip them).
 */
export function pastDriverDeadline(db: Database, toldBy: Date, limit: number) {
  return db
    .select({
      ticketId: drivingLogTickets.ticketId,
      driverUserId: drivingLogTickets.driverUserId,
      toldAt: drivingLogTickets.toldAt,
      noticeNo: tickets.noticeNo,
      vehicleNo: tickets.vehicleNo,
      status: tickets.status,
      ownerKey: drivingLogs.ownerKey,
      named: sql<boolean>`(${namedDriverOfTicket(drivingLogTickets.ticketId)} is not null)`,
    })
    .from(drivingLogTickets)
    .innerJoin(tickets, eq(tickets.id, drivingLogTickets.ticketId))
    .innerJoin(drivingLogs, eq(drivingLogs.id, drivingLogTickets.logId))
    .where(and(isNull(drivingLogTickets.driverAction), lte(drivingLogTickets.toldAt, toldBy)))
    .orderBy(asc(drivingLogTickets.toldAt))
    .limit(limit)
    .for('update', { of: drivingLogTickets, skipLocked: true });
}

/** Records the decision once: false when another run has decided the ticket already. */
export async function markDriverAction(db: Database, ticketId: number, action: DriverAction, at: Date) {
  const rows = await db
    .update(drivingLogTickets)
    .set({ driverAction: action, driverActionAt: at })
    .where(and(eq(drivingLogTickets.ticketId, ticketId), isNull(drivingLogTickets.driverAction)))
    .returning({ ticketId: drivingLogTickets.ticketId });
  return rows.length > 0;
}
