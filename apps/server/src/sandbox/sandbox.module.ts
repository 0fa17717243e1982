import type { ModuleFactory } from '../modules/module.ts';
import { SANDBOX_PAY_API } from '../modules/payments/payments.module.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { sandboxPayApiRoutes } from './pay/sandbox-pay.api.routes.ts';
import { sandboxPayPageRoutes } from './pay/sandbox-pay.page.routes.ts';
import { sandboxPayJobHandlers } from './pay/sandbox-pay.notify.ts';
import { seedDemoDslAccounts } from './dsl/dsl.seed.ts';

/** The stand-ins for external systems (identity providers, outbox, payment gateway), joined like a module. */
export const sandboxModule: ModuleFactory = ({ db, config, kickJob }) => ({
  name: 'sandbox',
  routes: async (app) => {
    await app.register(sandboxRoutes(db, config));
    if (config.sandboxEnabled) {
      await app.register(sandboxPayApiRoutes(db, config), { prefix: SANDBOX_PAY_API });
      await app.register(sandboxPayPageRoutes(db, kickJob));
    }
  },
  jobs: config.sandboxEnabled ? sandboxPayJobHandlers(db, config) : {},
  // The demo DSL accounts; the demo people, companies and vehicles are seeded with the demo set (seed/).
  seeds: async (seed) => {
    if (seed.demo) await seedDemoDslAccounts(seed.db);
  },
});
