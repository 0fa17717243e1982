import type { ModuleFactory } from '../module.ts';
import { paramsRoutes } from './params.routes.ts';

/** The parameter service's code tables (offences, statuses, payment methods…), parameters and role flags, public; the vehicle tables are the vehicles module's. */
export const paramsModule: ModuleFactory = ({ db }) => ({
  name: 'params',
  prefix: '/rest/param/api/v1/publ',
  routes: paramsRoutes(db),
});
