import type { ModuleFactory } from '../module.ts';
import { paramsRoutes } from './params.routes.ts';

/** The parameter service's code tables (offences, vehicle catalogues), public. */
export const paramsModule: ModuleFactory = ({ db }) => ({
  name: 'params',
  prefix: '/rest/param/api/v1/publ',
  routes: paramsRoutes(db),
});
