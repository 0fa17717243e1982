import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts.table.ts';
import { ticketParties, tickets } from '../tickets/tickets.table.ts';
import { partyCondition, type TicketScope } from '../tickets/ticket-scope.ts';
import { drivingLogs, drivingLogTickets } from './fleets.table.ts';

/** A duty period as a ticket's row carries it (times as JSON strings when read from a JSON column). */
export interface PeriodOfTicket {
  ownerKey: string;
  startedAt: Date | string;
  endedAt: Date | string | null;
  endReason: string | null;
  personId: number | null;
}

const recordedLog = alias(drivingLogs, 'recorded_log');
const recordedDriver = alias(users, 'recorded_driver');

/**
 * The vehicle's latest period started before the end of the offence minute, for a ticket whose driver was
 * not recorded: one step back along driving_logs_vehicle_idx. Periods of a vehicle never overlap (ADR
 * 0035), so if it does not cover the offence no earlier one does; the caller checks that it covers.
 */
const latestPeriodBefore = sql<PeriodOfTicket | null>`case when ${drivingLogTickets.ticketId} is null then (
  select json_build_object('ownerKey', d.owner_key, 'startedAt', d.started_at, 'endedAt', d.ended_at,
    'endReason', d.end_reason, 'personId', u.td_person_id)
  from ${drivingLogs} d join ${users} u on u.id = d.driver_user_id
  where d.vehicle_no = ${tickets.vehicleNo} and d.started_at < ${tickets.offenceAt} + interval '1 minute'
  order by d.started_at desc, d.id desc limit 1) end`;

/**
 * The scope's tickets whose offence falls in [from, to), oldest first (one range of
 * ticket_parties_party_idx), each with the period recorded when its driver was told and when, or else the
 * vehicle's period then. Each look-up is by key or one index step: never a fleet's whole history.
 */
export function ticketsWithDriversOf(
  db: Database,
  scope: TicketScope,
  range: { from: Date; to: Date },
  limit: number,
) {
  return db
    .select({
      noticeNo: tickets.noticeNo,
      vehicleNo: tickets.vehicleNo,
      offenceAt: tickets.offenceAt,
      amountCents: tickets.amountCents,
      status: tickets.status,
      toldAt: drivingLogTickets.toldAt,
      recorded: {
        ownerKey: recordedLog.ownerKey,
        startedAt: recordedLog.startedAt,
        endedAt: recordedLog.endedAt,
        endReason: recordedLog.endReason,
        personId: recordedDriver.tdPersonId,
      },
      latest: latestPeriodBefore,
    })
    .from(ticketParties)
    .innerJoin(tickets, eq(tickets.id, ticketParties.ticketId))
    .leftJoin(drivingLogTickets, eq(drivingLogTickets.ticketId, ticketParties.ticketId))
    .leftJoin(recordedLog, eq(recordedLog.id, drivingLogTickets.logId))
    .leftJoin(recordedDriver, eq(recordedDriver.id, recordedLog.driverUserId))
    .where(
      and(
        partyCondition(scope),
        gte(ticketParties.offenceAt, range.from),
        lt(ticketParties.offenceAt, range.to),
      ),
    )
    .orderBy(asc(ticketParties.offenceAt), asc(ticketParties.ticketId))
    .limit(limit);
}
