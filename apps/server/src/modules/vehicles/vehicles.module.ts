import type { ModuleFactory } from '../module.ts';
import { vehiclesRoutes } from './vehicles.routes.ts';

/** Vehicles: the vehicle code tables now; a user's own vehicles later (ADR 0103). */
export const vehiclesModule: ModuleFactory = () => ({
  name: 'vehicles',
  prefix: '/rest/param/api/v1/publ',
  routes: vehiclesRoutes(),
});
