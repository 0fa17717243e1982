import type { ModuleFactory } from '../module.ts';
import { healthRoutes } from './health.routes.ts';

/** Liveness and readiness for the load balancer. */
export const healthModule: ModuleFactory = ({ database }) => ({
  name: 'health',
  routes: healthRoutes(database),
});
