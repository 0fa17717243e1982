import type { ModuleFactory } from '../module.ts';
import { purgeLookupGuards } from './lookup-guard.repository.ts';
import { retentionJobHandlers } from './ticket-retention.service.ts';
import { ticketsPublicRoutes } from './tickets.public.routes.ts';
import { ticketsAccountRoutes } from './tickets.account.routes.ts';
import { ticketsInternalRoutes } from './tickets.internal.routes.ts';

export const TICKETS_PUBL = '/rest/ticket/api/v1/publ';
export const TICKETS_INTERNAL = '/rest/ticket/api/v1/internal';

/**
 * Tickets: the visitor's look-up, the logged-in user's tickets, the issuing system's internal API, and
 * the retention purge, which calls every module's purge hook before deleting tickets.
 */
export const ticketsModule: ModuleFactory = ({
  db,
  config,
  log,
  ticketPurgeHooks,
  ticketIssuedHooks,
  kickJob,
}) => ({
  name: 'tickets',
  routes: async (app) => {
    await app.register(
      ticketsInternalRoutes(db, config.issuerToken, () => ({ hooks: ticketIssuedHooks(), kickJob })),
      { prefix: TICKETS_INTERNAL },
    );
    await app.register(ticketsPublicRoutes(db, config), { prefix: TICKETS_PUBL });
    await app.register(ticketsAccountRoutes(db, config), { prefix: TICKETS_PUBL });
  },
  jobs: retentionJobHandlers(db, ticketPurgeHooks, log),
  housekeeping: () => purgeLookupGuards(db),
});
