import type { ModuleFactory } from '../module.ts';
import { vehiclesRoutes } from './vehicles.routes.ts';
import { vehiclesAccountRoutes } from './vehicles.account.routes.ts';
import { vehicleJobHandlers } from './vehicles.jobs.ts';

export const USERS_PUBL = '/rest/users/api/v1/publ';

/**
 * Vehicles (ADR 0022): the vehicle code tables under the parameter service, and a user's vehicles, their
 * synchronisation with the Transport Department and their QR codes under the users service (ADR 0028).
 */
export const vehiclesModule: ModuleFactory = ({ db, config, kickJob }) => ({
  name: 'vehicles',
  routes: async (app) => {
    await app.register(vehiclesRoutes(), { prefix: '/rest/param/api/v1/publ' });
    await app.register(vehiclesAccountRoutes(db, config, kickJob), { prefix: USERS_PUBL });
  },
  jobs: vehicleJobHandlers(db),
});
