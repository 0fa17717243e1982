import type { ModuleContext, ModuleFactory } from '../module.ts';
import { TICKETS_INTERNAL, TICKETS_PUBL } from '../tickets/tickets.module.ts';
import { ticketKey } from '../tickets/ticket-keys.ts';
import { httpPaymentGateway } from './payment-gateway.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { paymentJobHandlers } from './payments.jobs.ts';
import { paymentNotifyRoutes } from './payment-notify.routes.ts';
import { purgeRefusedNotifications } from './notification-log.ts';
import { payRoute, paymentsPublicRoutes } from './payments.public.routes.ts';
import { paymentsAccountRoutes } from './payments.account.routes.ts';
import { paymentOrdersRoutes } from './payment-orders.routes.ts';
import { paymentsInternalRoutes } from './payments.internal.routes.ts';
import { deletePaymentsOfTickets } from './payments-purge.repository.ts';

/** Where the sandbox gateway answers when no real gateway is configured (sandbox/pay mounts it there). */
export const SANDBOX_PAY_API = '/sandbox/pay/api';

/** What the payment use cases need, from the context every module is built with. */
export function paymentDepsOf({ db, config, selfUrl, log, kickJob, payables }: ModuleContext): PaymentDeps {
  return {
    db,
    config,
    selfUrl,
    log,
    kickJob,
    payables,
    gateway: httpPaymentGateway({
      baseUrl: () => config.tickets.payGatewayUrl ?? `${selfUrl()}${SANDBOX_PAY_API}`,
      secret: () => ticketKey(db, config, 'pay-gateway'),
      timeoutMs: config.tickets.payQueryTimeoutMs,
    }),
  };
}

/**
 * Payments: paying a ticket (as a visitor or logged in), the gateway's notifications, the payment
 * record, payments made outside the platform, the reconciliation and confirmation jobs, and the
 * payment rows of purged tickets. Paths stay under the ticket service, as the spec has them.
 */
export const paymentsModule: ModuleFactory = (context) => {
  const { db, config } = context;
  const deps = paymentDepsOf(context);
  return {
    name: 'payments',
    routes: async (app) => {
      await app.register(paymentsInternalRoutes(db, config.issuerToken), { prefix: TICKETS_INTERNAL });
      await app.register(payRoute(deps), { prefix: TICKETS_PUBL });
      await app.register(payRoute(deps), { prefix: '/rest/users/api/v1/publ' });
      await app.register(paymentsPublicRoutes(deps), { prefix: TICKETS_PUBL });
      await app.register(paymentNotifyRoutes(deps), { prefix: TICKETS_PUBL });
      await app.register(paymentsAccountRoutes(db, config), { prefix: TICKETS_PUBL });
      await app.register(paymentOrdersRoutes(deps), { prefix: TICKETS_PUBL });
    },
    jobs: paymentJobHandlers(deps),
    housekeeping: () => purgeRefusedNotifications(db),
    onTicketPurge: (tx, tickets) =>
      deletePaymentsOfTickets(
        tx,
        tickets.map((t) => t.id),
      ),
  };
};
