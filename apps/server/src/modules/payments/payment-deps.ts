import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Payables } from './payable.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/** What the payment use cases need, built once in app.ts. */
export interface PaymentDeps {
  db: Database;
  config: Config;
  gateway: PaymentGateway;
  /** This server's base URL as the gateway reaches it (for the notify address). */
  selfUrl: () => string;
  log?: FastifyBaseLogger;
  /** Runs a just-enqueued job now (the worker would run it on its next poll anyway). */
  kickJob?: (jobId: number) => void;
  /** Every module's payable fees (module.ts), read when an order of a fee starts and settles. */
  payables: () => Payables;
}

export const RECONCILE_JOB = 'payments.reconcile';
/** Sends the payment's confirmations; enqueued in the transaction that settles the order, so once. */
export const CONFIRM_JOB = 'payments.confirm';
/** How long after an order's expiry the reconciliation asks the gateway (orders seeded as already open). */
export const RECONCILE_GRACE_SECONDS = 60;
/** While the customer is on the gateway's page, the reconciliation looks again at most this far apart. */
export const RECONCILE_MAX_STEP_SECONDS = 120;

/**
 * When the reconciliation first asks the gateway about a new order: once a live process has either opened
 * it there or given up (its call's time-out), so that an order whose process died is settled, or its
 * ticket freed, within seconds rather than after the order's whole lifetime.
 */
export const reconcileFirstCheckSeconds = (config: Config) =>
  10 + Math.ceil(config.tickets.payQueryTimeoutMs / 1000);
