import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { keepRawJsonBody } from '../../http/raw-json.ts';
import { ticketKey } from '../tickets/ticket-keys.ts';
import { checkSignature } from '../../http/body-signature.ts';
import { SIGNATURE_HEADER } from './gateway-signature.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { logRefusedNotification, logVerifiedNotification } from './notification-log.ts';
import { applyGatewayOutcome } from './settlement.service.ts';

const notifySchema = z.object({
  orderNo: z.string().max(40),
  gatewayOrderId: z.string().max(80),
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED']),
  amountCents: z.number().int(),
  currency: z.string().max(3),
  channel: z.string().max(2),
  txnNo: z.string().max(80).nullable(),
  paidAt: z.string().max(40).nullable(),
});

/**
 * The gateway's server-to-server notification. The signature over the raw body is checked in constant
 * time before anything is read. Verified notifications are kept whole; refused ones, which anyone can
 * send, are kept bounded (notification-log.ts). Limited per client address (NOTIFY_RATE_PER_MINUTE,
 * generous for a gateway that notifies from a few addresses): a refused notification is sent again by the
 * gateway, and the reconciliation job settles the order anyway.
 */
export function paymentNotifyRoutes(deps: PaymentDeps): FastifyPluginAsyncZod {
  return async (app) => {
    keepRawJsonBody(app);
    app.post(
      '/pay/notify',
      {
        config: { rateLimit: { max: deps.config.tickets.notifyRatePerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['payments'],
          summary: 'Payment gateway notification (HMAC-signed, x-pay-signature)',
          body: z.unknown(),
          response: { 200: envelopeOf(z.object({ received: z.boolean() })) },
        },
      },
      async (request) => {
        const raw = request.rawBody ?? '';
        const signature = request.headers[SIGNATURE_HEADER];
        const secret = await ticketKey(deps.db, deps.config, 'pay-gateway');
        const check = checkSignature(secret, raw, signature);
        const parsed = notifySchema.safeParse(request.body);
        const entry = {
          orderNo: parsed.success ? parsed.data.orderNo : null,
          signature: typeof signature === 'string' ? signature.slice(0, 200) : null,
          body: raw,
          remoteAddress: request.ip,
        };
        if (check !== 'ok') {
          await logRefusedNotification(deps.db, entry, `REFUSED_${check.toUpperCase()}`, request.log);
          throw new AppError('PAYMENT_SIGNATURE_INVALID');
        }
        if (!parsed.success) {
          await logVerifiedNotification(deps.db, entry, 'MALFORMED');
          throw new AppError('MALFORMED_BODY');
        }
        try {
          const { result } = await applyGatewayOutcome(
            deps.db,
            parsed.data,
            'notify',
            request.log,
            deps.payables(),
          );
          await logVerifiedNotification(deps.db, entry, result);
        } catch (error) {
          const mismatch = error instanceof AppError && error.errorName === 'PAYMENT_GATEWAY_AMOUNT_MISMATCH';
          await logVerifiedNotification(deps.db, entry, mismatch ? 'AMOUNT_MISMATCH' : 'ERROR');
          throw error;
        }
        return ok({ received: true });
      },
    );
  };
}
