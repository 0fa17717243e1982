import type { ModuleFactory } from '../module.ts';
import { paramsRoutes } from './params.routes.ts';
import { paramsInternalRoutes } from './params.internal.routes.ts';
import { seedReferenceData } from './params.seed.ts';

/**
 * The parameter service, public: its code tables (offences, statuses, payment methods…), the business
 * parameters and the role flags; operators change a business parameter through its internal route. The
 * vehicle tables, at the same path, are the vehicles module's.
 */
export const paramsModule: ModuleFactory = ({ db, config }) => ({
  name: 'params',
  routes: async (app) => {
    await app.register(paramsRoutes(db), { prefix: '/rest/param/api/v1/publ' });
    await app.register(paramsInternalRoutes(db, config), { prefix: '/rest/param/api/v1/internal' });
  },
  seeds: (seed) => seedReferenceData(seed.db),
});
