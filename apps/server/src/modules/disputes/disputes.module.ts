import type { ModuleFactory } from '../module.ts';
import { TICKETS_INTERNAL, TICKETS_PUBL } from '../tickets/tickets.module.ts';
import { disputesRoutes } from './disputes.routes.ts';
import { disputesInternalRoutes } from './disputes.internal.routes.ts';
import { deleteDisputesOf } from './disputes.service.ts';

/**
 * Disputes of liability (signed with iAM Smart), and the police side's outcomes. A dispute is withdrawn by
 * a payment through the tickets module's `withdrawPendingDisputeOnPayment`, which calls this module.
 */
export const disputesModule: ModuleFactory = ({ db, config }) => ({
  name: 'disputes',
  routes: async (app) => {
    await app.register(disputesRoutes(db, config), { prefix: TICKETS_PUBL });
    await app.register(disputesInternalRoutes(db, config.issuerToken), { prefix: TICKETS_INTERNAL });
  },
  onTicketPurge: (tx, purged) =>
    deleteDisputesOf(
      tx,
      purged.map((t) => t.id),
    ),
});
