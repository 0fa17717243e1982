import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { runJobNow, type JobHandlers } from '../jobs/jobs.worker.ts';
import { purgeFinishedJobs } from '../jobs/jobs.repository.ts';
import { httpPaymentGateway } from '../payments/payment-gateway.ts';
import type { PaymentDeps } from '../payments/payment-deps.ts';
import { paymentJobHandlers } from '../payments/payments.jobs.ts';
import { paymentNotifyRoutes } from '../payments/payment-notify.routes.ts';
import { purgeRefusedNotifications } from '../payments/notification-log.ts';
import { payRoute, paymentsPublicRoutes } from '../payments/payments.public.routes.ts';
import { sandboxPayApiRoutes } from '../../sandbox/pay/sandbox-pay.api.routes.ts';
import { sandboxPayPageRoutes } from '../../sandbox/pay/sandbox-pay.page.routes.ts';
import { sandboxPayJobHandlers } from '../../sandbox/pay/sandbox-pay.notify.ts';
import { ticketKey } from './ticket-keys.ts';
import { purgeLookupGuards } from './lookup-guard.repository.ts';
import { retentionJobHandlers } from './ticket-retention.service.ts';
import { ticketsPublicRoutes } from './tickets.public.routes.ts';
import { ticketsAccountRoutes } from './tickets.account.routes.ts';
import { paymentsAccountRoutes } from '../payments/payments.account.routes.ts';
import { exportsRoutes } from '../exports/exports.routes.ts';
import { exportJobHandlers } from '../exports/exports.jobs.ts';

const PUBL = '/rest/ticket/api/v1/publ';
export const SANDBOX_PAY_API = '/sandbox/pay/api';

/**
 * Tickets and payments: the visitor's look-up, payment, the gateway's notifications, the logged-in
 * user's tickets, payment record and exports, the sandbox gateway (when sandboxes are on), and the
 * background jobs they need. app.ts registers `routes` and hands
 * `jobHandlers` to the worker.
 */
export function ticketsModule(db: Database, config: Config, selfUrl: () => string) {
  const jobHandlers: JobHandlers = {};
  const deps: PaymentDeps = {
    db,
    config,
    selfUrl,
    gateway: httpPaymentGateway({
      baseUrl: () => config.tickets.payGatewayUrl ?? `${selfUrl()}${SANDBOX_PAY_API}`,
      secret: () => ticketKey(db, config, 'pay-gateway'),
      timeoutMs: config.tickets.payQueryTimeoutMs,
    }),
  };
  // Jobs run at once after enqueueing; close() waits for them so none outlives the database.
  const inFlight = new Set<Promise<void>>();
  const kickJob = (id: number) => {
    // The job row is durable: the worker retries whatever this attempt does not finish.
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => runJobNow(db, jobHandlers, id, deps.log))
      .catch(() => undefined)
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  };
  deps.kickJob = kickJob;
  Object.assign(jobHandlers, paymentJobHandlers(deps), exportJobHandlers(db), {
    ...retentionJobHandlers(db, () => deps.log),
    housekeeping: {
      everySeconds: 3600,
      async run() {
        await purgeLookupGuards(db);
        await purgeFinishedJobs(db);
        await purgeRefusedNotifications(db);
      },
    },
  });
  if (config.sandboxEnabled) Object.assign(jobHandlers, sandboxPayJobHandlers(db, config));

  const routes: FastifyPluginAsync = async (app) => {
    deps.log = app.log;
    app.addHook('onClose', async () => {
      await Promise.allSettled([...inFlight]);
    });
    await app.register(ticketsPublicRoutes(db, config), { prefix: PUBL });
    await app.register(payRoute(deps), { prefix: PUBL });
    await app.register(payRoute(deps), { prefix: '/rest/users/api/v1/publ' });
    await app.register(paymentsPublicRoutes(deps), { prefix: PUBL });
    await app.register(paymentNotifyRoutes(deps), { prefix: PUBL });
    await app.register(ticketsAccountRoutes(db, config), { prefix: PUBL });
    await app.register(paymentsAccountRoutes(db, config), { prefix: PUBL });
    await app.register(exportsRoutes(db, config, kickJob), { prefix: PUBL });
    if (config.sandboxEnabled) {
      await app.register(sandboxPayApiRoutes(db, config), { prefix: SANDBOX_PAY_API });
      await app.register(sandboxPayPageRoutes(db, kickJob));
    }
  };
  return { routes, jobHandlers };
}
