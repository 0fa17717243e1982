import type { ModuleFactory } from '../module.ts';
import { TICKETS_INTERNAL, TICKETS_PUBL } from '../tickets/tickets.module.ts';
import { disputesRoutes } from './disputes.routes.ts';
import { disputesInternalRoutes } from './disputes.internal.routes.ts';
import { deleteDisputesOf, dropExpiredDrafts } from './disputes.service.ts';
import { photosRoutes } from './photos.routes.ts';
import { deletePhotosOf } from './photos.service.ts';

/**
 * Disputes of liability (signed with iAM Smart), and the police side's outcomes; the officer's photos of a
 * ticket and the applications to view them (photos.service.ts). A dispute is withdrawn by
 * a payment through the tickets module's `withdrawPendingDisputeOnPayment`, which calls this module.
 */
export const disputesModule: ModuleFactory = ({ db, config }) => ({
  name: 'disputes',
  routes: async (app) => {
    await app.register(disputesRoutes(db, config), { prefix: TICKETS_PUBL });
    await app.register(photosRoutes(db, config), { prefix: TICKETS_PUBL });
    await app.register(disputesInternalRoutes(db, config.issuerToken), { prefix: TICKETS_INTERNAL });
  },
  housekeeping: () => dropExpiredDrafts(db),
  onTicketPurge: async (tx, purged) => {
    const ids = purged.map((t) => t.id);
    await deleteDisputesOf(tx, ids);
    await deletePhotosOf(tx, ids);
  },
});
