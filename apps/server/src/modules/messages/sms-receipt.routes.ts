import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { MESSAGE_PATHS } from '@eticket/domain/messages/message-routes';
import {
  SMS_RECEIPT_SIGNATURE_HEADER,
  smsReceiptResultSchema,
  smsReceiptSchema,
} from '@eticket/domain/messages/sms-gateway.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { checkSignature } from '../../http/body-signature.ts';
import { ok } from '../../http/envelope.ts';
import { keepRawJsonBody } from '../../http/raw-json.ts';
import { applySmsReceipt } from './sms-receipt.service.ts';

/**
 * The SMS gateway's delivery receipts (docs/contracts/sms-gateway.md), under the notification service's
 * base, with no session: the signature over the raw body (HMAC-SHA256 with SMS_GATEWAY_RECEIPT_SECRET, a
 * timestamp within five minutes) is checked, in constant time, before the body is read. Without a gateway
 * configured there is no secret, and every receipt is refused. Limited per client address like the payment
 * gateway's notifications (NOTIFY_RATE_PER_MINUTE): a refused receipt is posted again by the gateway.
 */
export function smsReceiptRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  const secret = config.messages.sms ? Buffer.from(config.messages.sms.receiptSecret, 'utf8') : undefined;
  return async (app) => {
    keepRawJsonBody(app);
    app.post(
      MESSAGE_PATHS.smsReceipt,
      {
        config: { rateLimit: { max: config.tickets.notifyRatePerMinute, timeWindow: '1 minute' } },
        preValidation: async (request) => {
          const signature = request.headers[SMS_RECEIPT_SIGNATURE_HEADER];
          const check = secret ? checkSignature(secret, request.rawBody ?? '', signature) : 'missing';
          if (check !== 'ok') {
            request.log.warn({ check }, 'SMS delivery receipt refused');
            throw new AppError('SMS_RECEIPT_SIGNATURE_INVALID');
          }
        },
        schema: {
          tags: ['messages'],
          summary: "The SMS gateway's delivery receipt (HMAC-signed, x-sms-signature)",
          body: smsReceiptSchema,
          response: { 200: envelopeOf(smsReceiptResultSchema) },
        },
      },
      async (request) => ok({ status: await applySmsReceipt(db, request.body) }),
    );
  };
}
