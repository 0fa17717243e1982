import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { profileRoutes } from './profile.routes.ts';
import { orgActivationRoutes } from './org-activation.routes.ts';
import { orgUnbindRoutes } from './org-unbind.routes.ts';
import { companyEidRoutes } from './company-eid.routes.ts';
import { orgBusinessRoutes } from './org-business.routes.ts';

/** Profile, e-contact, alert status, switching role and enterprise activation, under the users service. */
export function accountsModule(db: Database, config: Config): FastifyPluginAsync {
  return async (app) => {
    await app.register(profileRoutes(db, config), { prefix: '/rest/users/api/v1/publ' });
    await app.register(orgActivationRoutes(db, config), { prefix: '/rest/users/api/v1/publ' });
    await app.register(orgUnbindRoutes(db, config), { prefix: '/rest/users/api/v1/publ' });
    await app.register(orgBusinessRoutes(db, config), { prefix: '/rest/users/api/v1/publ' });
    await app.register(companyEidRoutes(), { prefix: '/rest/users/api/v1/publ' });
  };
}
