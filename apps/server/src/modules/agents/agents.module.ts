import type { ModuleFactory } from '../module.ts';
import { agentsRoutes } from './agents.routes.ts';

export const USERS_PUBL = '/rest/users/api/v1/publ';

/**
 * Agents (ADR 0022): invitation codes, an owner's agents and default agent, an agent's own side, and
 * applications to manage an owner's vehicles with their approval (spec section 7; ADR 0030).
 */
export const agentsModule: ModuleFactory = ({ db, config }) => ({
  name: 'agents',
  routes: async (app) => {
    await app.register(agentsRoutes(db, config), { prefix: USERS_PUBL });
  },
});
