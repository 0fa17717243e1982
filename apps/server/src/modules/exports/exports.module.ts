import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import type { ModuleFactory } from '../module.ts';
import { TICKETS_PUBL } from '../tickets/tickets.module.ts';
import { exportsRoutes } from './exports.routes.ts';
import { exportJobHandlers } from './exports.jobs.ts';
import { dropExportFilesCovering } from './exports-purge.repository.ts';

/**
 * Exports of the user's tickets and payment record: the request, the job that writes the file, the
 * download, and dropping a file that lists a purged ticket.
 */
export const exportsModule: ModuleFactory = ({ db, config, kickJob }) => ({
  name: 'exports',
  prefix: TICKETS_PUBL,
  routes: exportsRoutes(db, config, kickJob),
  jobs: exportJobHandlers(db),
  onTicketPurge: (tx, tickets) => {
    const offenceDays = tickets.map((c) => hongKongDateOf(c.offenceAt));
    return dropExportFilesCovering(tx, {
      tickets: offenceDays,
      fleetTickets: offenceDays,
      payments: tickets.flatMap((c) => (c.paidAt ? [hongKongDateOf(c.paidAt)] : [])),
    });
  },
});
