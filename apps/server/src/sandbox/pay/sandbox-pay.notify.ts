import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { JobHandlers } from '../../modules/jobs/jobs.worker.ts';
import { signBody } from '../../http/body-signature.ts';
import { SIGNATURE_HEADER } from '../../modules/payments/gateway-signature.ts';
import { ticketKey } from '../../modules/tickets/ticket-keys.ts';
import { findById, statusOf } from './sandbox-pay.repository.ts';

export const SANDBOX_NOTIFY_JOB = 'sandbox.pay.notify';

/**
 * The gateway's server-to-server notification, as a durable job: sent at once, and again with backoff
 * until the merchant answers 2xx, like a real gateway's retry schedule.
 */
export function sandboxPayJobHandlers(db: Database, config: Config): JobHandlers {
  return {
    [SANDBOX_NOTIFY_JOB]: {
      async run(payload) {
        const order = await findById(db, String(payload.gatewayOrderId));
        if (!order) return;
        const body = JSON.stringify(statusOf(order));
        const response = await fetch(order.notifyUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signBody(await ticketKey(db, config, 'pay-gateway'), body),
          },
          body,
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) throw new Error(`merchant answered ${response.status}`);
      },
    },
  };
}
