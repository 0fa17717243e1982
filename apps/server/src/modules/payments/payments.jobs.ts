import { RetryLater, type JobHandlers } from '../jobs/jobs.worker.ts';
import { CONFIRM_JOB, RECONCILE_JOB, RECONCILE_MAX_STEP_SECONDS, type PaymentDeps } from './payment-deps.ts';
import { sendPaymentConfirmations } from './confirmation.service.ts';
import { findOrderByNo } from './payments.repository.ts';
import { applyGatewayOutcome, failedOutcome, isOpen } from './settlement.service.ts';
import { unknownAtGateway } from './payment-gateway.ts';

/**
 * Reconciliation of an order nobody settled: neither the notification nor the browser came back (the
 * process that opened it may have died). It asks the gateway a few seconds after the order was made, then
 * at growing intervals (30 s, 60 s, then every 2 minutes) while the customer is on the gateway's page; an
 * order still pending after its expiry is closed there, so the customer's money and the ticket's status
 * agree. A gateway that does not answer is asked again later (backoff, then failed and logged for a
 * person after 20 attempts).
 */
export function paymentJobHandlers(deps: PaymentDeps): JobHandlers {
  return {
    [RECONCILE_JOB]: {
      async run(payload, job) {
        const orderNo = String(payload.orderNo);
        const order = await findOrderByNo(deps.db, orderNo);
        if (!order || !isOpen(order.state)) return;
        let status;
        try {
          status = await deps.gateway.queryOrder(orderNo);
        } catch (error) {
          // Never opened at the gateway (we stopped between recording the order and asking): close it.
          if (!unknownAtGateway(error)) throw error;
          status = failedOutcome(order);
        }
        if (status.status === 'PENDING' && order.expiresAt.getTime() <= Date.now()) {
          status = await deps.gateway.closeOrder(orderNo);
        }
        if (status.status === 'PENDING') {
          const step = Math.min(RECONCILE_MAX_STEP_SECONDS, 15 * 2 ** Math.min(job.attempts, 3));
          const untilExpiry = Math.ceil((order.expiresAt.getTime() - Date.now()) / 1000) + 30;
          throw new RetryLater(Math.min(step, Math.max(30, untilExpiry)), 'still pending at the gateway');
        }
        await applyGatewayOutcome(deps.db, status, 'reconcile', deps.log, deps.payables());
      },
    },
    [CONFIRM_JOB]: {
      async run(payload) {
        await sendPaymentConfirmations(deps.db, String(payload.orderNo), deps.payables());
      },
    },
  };
}
