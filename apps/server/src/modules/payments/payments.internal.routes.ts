import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { externalPaymentBodySchema } from '@eticket/domain/payments/external-payment.schemas';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { issuerGuard } from '../tickets/issuer-guard.ts';
import { recordExternalPayment } from './external-payment.service.ts';

/** The issuing system's report of a payment made outside the platform, beside its other calls in `rest/ticket/api/v1/internal`. */
export function paymentsInternalRoutes(db: Database, issuerToken: string): FastifyPluginAsyncZod {
  return async (app) => {
    const noticeParams = z.object({ noticeNo: z.string().max(32) });
    app.post(
      '/tickets/:noticeNo/payments',
      {
        onRequest: issuerGuard(issuerToken),
        schema: {
          tags: ['internal'],
          summary: 'Record a payment made outside the platform (ATM, PPS, post, bank, court shroff)',
          security: [{ issuerToken: [] }],
          params: noticeParams,
          body: externalPaymentBodySchema,
          response: {
            201: envelopeOf(
              z.object({
                noticeNo: z.string(),
                status: z.string(),
                transactionNo: z.string(),
                paidAt: z.string(),
              }),
            ),
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await recordExternalPayment(db, request.params.noticeNo, request.body))),
    );
  };
}
