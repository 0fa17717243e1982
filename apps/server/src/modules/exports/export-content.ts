import type { Locale } from '@eticket/domain/common/locale';
import type { Database } from '../../db/database.ts';
import type { TicketScope } from '../tickets/ticket-scope.ts';
import { ticketViewsForExport } from '../tickets/tickets.account.service.ts';
import { paymentsForExport } from '../payments/payment-records.service.ts';
import { drivingLogsForExport } from '../fleets/fleets.service.ts';
import { fleetTicketsForExport } from '../fleets/fleet-tickets.service.ts';
import {
  drivingLogExportRow,
  EXPORT_COLUMNS,
  EXPORT_SHEETS,
  fleetTicketExportRow,
  paymentExportRow,
  ticketExportRow,
  type ExportType,
} from '@eticket/domain/exports/export-columns';
import { exportSampleRows } from '@eticket/domain/exports/export-sample';
import { instantOfHongKong, addDays } from '@eticket/domain/common/hong-kong-time';
import type { Column } from './export-file.ts';

const columnsOf = (type: ExportType, locale: Locale): Column[] =>
  EXPORT_COLUMNS[type].map(({ header, width }) => ({ header: header[locale], width }));

/**
 * The rows of an export, in the requester's language, for the scope and Hong Kong dates given, written by
 * the domain's row functions (dates as the portal shows them in that language, not in ISO form).
 */
export async function exportContent(
  db: Database,
  task: { type: string; scope: TicketScope; locale: Locale; from: string; to: string },
) {
  const l = task.locale;
  const content = (type: ExportType, rows: string[][]) => ({
    sheet: EXPORT_SHEETS[type],
    columns: columnsOf(type, l),
    rows,
  });
  if (task.type === 'tickets') {
    const tickets = await ticketViewsForExport(db, task.scope, task.from, task.to);
    return content(
      'tickets',
      tickets.map((t) => ticketExportRow(t, l)),
    );
  }
  // The other exports read instants: the Hong Kong days from the start of `from` to the end of `to`.
  const [from, to] = [instantOfHongKong(task.from), instantOfHongKong(addDays(task.to, 1))];
  if (task.type === 'drivingLogs') {
    const logs = await drivingLogsForExport(db, task.scope, from, to);
    return content(
      'drivingLogs',
      logs.map((d) => drivingLogExportRow(d, l)),
    );
  }
  if (task.type === 'fleetTickets') {
    const tickets = await fleetTicketsForExport(db, task.scope, from, to);
    return content(
      'fleetTickets',
      tickets.map((f) => fleetTicketExportRow(f, l)),
    );
  }
  const payments = await paymentsForExport(db, task.scope, from, to);
  return content(
    'payments',
    payments.map((p) => paymentExportRow(p, l)),
  );
}

/** The export demonstration's content: made-up rows, no database read, the same columns as a real export. */
export function exportSampleContent(type: ExportType, locale: Locale) {
  return {
    sheet: EXPORT_SHEETS[type],
    columns: columnsOf(type, locale),
    rows: exportSampleRows(type, locale),
  };
}
