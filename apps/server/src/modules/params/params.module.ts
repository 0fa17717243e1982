import type { ModuleFactory } from '../module.ts';
import { paramsRoutes } from './params.routes.ts';
import { seedReferenceData } from './params.seed.ts';

/**
 * The parameter service, public: its code tables (offences, statuses, payment methods…), the business
 * parameters and the role flags. The vehicle tables, at the same path, are the vehicles module's.
 */
export const paramsModule: ModuleFactory = ({ db }) => ({
  name: 'params',
  prefix: '/rest/param/api/v1/publ',
  routes: paramsRoutes(db),
  seeds: (seed) => seedReferenceData(seed.db),
});
