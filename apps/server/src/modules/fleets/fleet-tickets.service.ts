import { covers } from '@eticket/domain/fleets/duty-periods';
import type { DutyEndReason } from '@eticket/domain/fleets/driving-log.schemas';
import type { FleetTicketExportSource } from '@eticket/domain/exports/export-columns';
import type { Database } from '../../db/database.ts';
import type { TicketScope } from '../tickets/ticket-scope.ts';
import { ticketsWithDriversOf, type PeriodOfTicket } from './fleet-tickets.repository.ts';
import { autoCloseHours, driverNamesOf } from './ticket-driver.service.ts';

/** As many tickets as the ticket list's export holds. */
const MOST_ROWS = 10_000;

/**
 * A company's tickets of a period for recharging its drivers and customers (ADR 0067), oldest first: each
 * with the driver on duty at the offence (the period recorded when he was told, else the one the logs show
 * covering the offence minute), only when that period was driven for the company itself, his name masked
 * as on the fleet page; and whether and when he was told. Only a company's scope has such rows.
 */
export async function fleetTicketsForExport(
  db: Database,
  scope: TicketScope,
  from: Date,
  to: Date,
): Promise<FleetTicketExportSource[]> {
  if (!scope.partyKey?.startsWith('C:')) return [];
  const rows = await ticketsWithDriversOf(db, scope, { from, to }, MOST_ROWS);
  const hours = await autoCloseHours(db);
  const periodOf = (row: (typeof rows)[number]): PeriodOfTicket | undefined => {
    const recorded = row.recorded;
    if (recorded?.startedAt && recorded.ownerKey)
      return { ...recorded, ownerKey: recorded.ownerKey, startedAt: recorded.startedAt };
    const latest = row.latest;
    if (!latest) return undefined;
    const period = {
      startedAt: new Date(latest.startedAt),
      endedAt: latest.endedAt ? new Date(latest.endedAt) : null,
    };
    return covers(period, row.offenceAt, hours) ? latest : undefined;
  };
  const periods = rows.map((row) => {
    const period = periodOf(row);
    return period?.ownerKey === scope.partyKey ? period : undefined;
  });
  const names = await driverNamesOf(
    db,
    periods.flatMap((p) => (p ? [p.personId] : [])),
  );
  return rows.map((row, i) => {
    const period = periods[i];
    return {
      noticeNo: row.noticeNo,
      vehicleNo: row.vehicleNo,
      offenceAt: row.offenceAt,
      amountCents: row.amountCents,
      status: row.status,
      driver: period
        ? {
            name: names.get(period.personId)!,
            startedAt: period.startedAt,
            endedAt: period.endedAt,
            endReason: period.endReason as DutyEndReason | null,
          }
        : null,
      toldAt: period ? row.toldAt : null,
    };
  });
}
