import type { ModuleFactory } from '../module.ts';
import { TICKETS_PUBL } from '../tickets/tickets.module.ts';
import { deleteNoticesOf, runDemandNotices } from './notices.service.ts';
import { requireDriverIdentification } from './driver-identification.service.ts';
import { noticesRoutes } from './notices.routes.ts';

export const DEMAND_NOTICES_JOB = 'notices.demand-notices';
/** Once a day; the queue keeps one recurring row per kind, so any number of instances run it once. */
const DAILY = 86_400;

/** The notices that follow a ticket: demand notices (a daily job) and driver identification. */
export const noticesModule: ModuleFactory = ({ db, config, kickJob }) => ({
  name: 'notices',
  prefix: TICKETS_PUBL,
  routes: noticesRoutes(db, config),
  onTicketIssued: (tx, ticket) => requireDriverIdentification(tx, ticket),
  jobs: {
    [DEMAND_NOTICES_JOB]: {
      everySeconds: DAILY,
      async run() {
        const run = await runDemandNotices(db);
        for (const job of run.jobs) kickJob(job);
      },
    },
  },
  onTicketPurge: (tx, purged) =>
    deleteNoticesOf(
      tx,
      purged.map((t) => t.id),
    ),
});
