import type { ModuleFactory } from '../module.ts';
import { profileRoutes } from './profile.routes.ts';
import { orgActivationRoutes } from './org-activation.routes.ts';
import { orgUnbindRoutes } from './org-unbind.routes.ts';
import { companyEidRoutes } from './company-eid.routes.ts';
import { orgBusinessRoutes } from './org-business.routes.ts';

/** Profile, e-contact, alert status, switching role and enterprise activation, under the users service. */
export const accountsModule: ModuleFactory = ({ db, config }) => ({
  name: 'accounts',
  prefix: '/rest/users/api/v1/publ',
  routes: async (app) => {
    await app.register(profileRoutes(db, config));
    await app.register(orgActivationRoutes(db, config));
    await app.register(orgUnbindRoutes(db, config));
    await app.register(orgBusinessRoutes(db, config));
    await app.register(companyEidRoutes());
  },
});
