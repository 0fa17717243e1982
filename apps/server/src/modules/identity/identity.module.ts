import type { ModuleFactory } from '../module.ts';
import { iamsRoutes } from './iams.routes.ts';
import { ssoRoutes } from './sso.routes.ts';
import { quickLoginRoutes } from './quick-login.routes.ts';
import { registrationRoutes } from './registration.routes.ts';
import { ssoAccountRoutes } from './sso-account.routes.ts';
import { ssoDevRoutes } from './sso-dev.routes.ts';
import { ssoIamSmartRoutes } from './sso-iamsmart.routes.ts';
import { dslSigningRoutes } from './dsl-signing.routes.ts';
import type { LoginDeps } from './login.service.ts';
import { useSigningProviders } from './signing.service.ts';

export const IAMS_PREFIX = '/rest/iams/api/v1/publ/iams';
export const USERS_PREFIX = '/rest/users/api/v1/publ';

/**
 * Login, sessions and registration. The identity providers are handed in by the module context, chosen by
 * configuration in src/adapters.ts (the sandboxes when on; no real adapter exists yet).
 */
export const identityModule: ModuleFactory = ({ db, config, identityProviders }) => ({
  name: 'identity',
  routes: async (app) => {
    const deps: LoginDeps = { db, config, providers: identityProviders };
    useSigningProviders(deps);
    await app.register(iamsRoutes(deps), { prefix: IAMS_PREFIX });
    await app.register(ssoRoutes(deps), { prefix: USERS_PREFIX });
    await app.register(registrationRoutes(db, config), { prefix: USERS_PREFIX });
    await app.register(ssoIamSmartRoutes(deps), { prefix: USERS_PREFIX });
    await app.register(ssoAccountRoutes(db, config), { prefix: USERS_PREFIX });
    await app.register(dslSigningRoutes(deps), { prefix: USERS_PREFIX });
    if (config.mode === 'demo') await app.register(quickLoginRoutes(db, config), { prefix: USERS_PREFIX });
    // The dev SSO is the sandbox DSL: absent in production, and without the sandboxes there is none.
    if (config.mode === 'demo' && config.sandboxEnabled)
      await app.register(ssoDevRoutes(deps), { prefix: USERS_PREFIX });
  },
});
