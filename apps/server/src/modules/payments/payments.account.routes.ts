import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  paymentRecordListSchema,
  paymentRecordQuerySchema,
  transactionNoParamsSchema,
} from '@eticket/domain/payments/payment.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { sendPdf } from '../../http/send-file.ts';
import { authenticate, principalOf, requirePermission } from '../identity/identity.guard.ts';
import { paymentRecords, receiptInScope } from './payment-records.service.ts';

/** The payment record of my-account and its receipts: `rest/ticket/api/v1/publ/payments`. */
export function paymentsAccountRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = [authenticate(db, config), requirePermission('paymentRecord')];
    app.get(
      '/payments',
      {
        onRequest: guard,
        schema: {
          tags: ['payments'],
          summary:
            'Payments of the acting role’s tickets in the last 1, 2, 3 or 6 months (default 6), a page at a time',
          querystring: paymentRecordQuerySchema,
          response: { 200: envelopeOf(paymentRecordListSchema) },
        },
      },
      async (request) => ok(await paymentRecords(db, principalOf(request), request.query)),
    );
    app.get(
      '/payments/:transactionNo/receipt',
      {
        onRequest: guard,
        schema: {
          tags: ['payments'],
          summary: 'The receipt (PDF) of one payment of the acting role’s tickets',
          params: transactionNoParamsSchema,
        },
      },
      async (request, reply) => {
        const { transactionNo, pdf } = await receiptInScope(
          db,
          principalOf(request),
          request.params.transactionNo,
        );
        return sendPdf(reply, `receipt-${transactionNo}.pdf`, pdf);
      },
    );
  };
}
