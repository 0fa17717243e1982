import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { isMobileUserAgent } from '@eticket/domain/payments/channel-method';
import {
  orderNoQuerySchema,
  payBodySchema,
  paymentOrderSchema,
  ticketPaymentSchema,
} from '@eticket/domain/payments/payment.schemas';
import { ok } from '../../http/envelope.ts';
import { sendPdf } from '../../http/send-file.ts';
import { LOOKUP_TOKEN_HEADER, ticketAccessOf } from '../tickets/ticket-access.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { startPayment } from './pay.service.ts';
import { paymentResult } from './payment-result.service.ts';
import { paymentOfTicket, receiptOfTicket } from './receipt.service.ts';

const tokenHeader = z.object({ [LOOKUP_TOKEN_HEADER]: z.string().max(2000).optional() });
const noticeQuery = z.object({ noticeNo: z.string().max(32).optional() });

/** The pay call, mounted under the ticket service and, as the specification names it, the users service. */
export function payRoute(deps: PaymentDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/pay',
      {
        schema: {
          tags: ['payments'],
          summary: 'Start paying one ticket online; answers the gateway address to send the browser to',
          headers: tokenHeader,
          body: payBodySchema,
          response: { 200: envelopeOf(paymentOrderSchema) },
        },
      },
      async (request, reply) => {
        const access = await ticketAccessOf(deps.db, deps.config, request, reply, {
          noticeNo: request.body.noticeNo,
          permission: 'ticket',
        });
        return ok(
          await startPayment(deps, {
            ...request.body,
            ticketId: access.ticketId,
            actor: access.actor,
            mobile: isMobileUserAgent(request.headers['user-agent']),
          }),
        );
      },
    );
  };
}

/** Result and receipt: `rest/ticket/api/v1/publ`. */
export function paymentsPublicRoutes(deps: PaymentDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pay/result',
      {
        schema: {
          tags: ['payments'],
          summary: 'The outcome of an order (the waiting page polls this); failures answer PAY-E-902x',
          headers: tokenHeader,
          querystring: orderNoQuerySchema.extend(noticeQuery.shape),
          response: { 200: envelopeOf(paymentOrderSchema) },
        },
      },
      async (request, reply) => {
        const access = await ticketAccessOf(deps.db, deps.config, request, reply, {
          noticeNo: request.query.noticeNo,
          permission: 'ticket',
        });
        reply.header('cache-control', 'no-store');
        return ok(await paymentResult(deps, request.query.orderNo, access.ticketId));
      },
    );
    app.get(
      '/tickets/payment',
      {
        schema: {
          tags: ['payments'],
          summary:
            'The payment of a settled ticket as its receipt states it (x-lookup-token, or noticeNo when logged in)',
          headers: tokenHeader,
          querystring: noticeQuery,
          response: { 200: envelopeOf(ticketPaymentSchema) },
        },
      },
      async (request, reply) => {
        const access = await ticketAccessOf(deps.db, deps.config, request, reply, {
          noticeNo: request.query.noticeNo,
          permission: 'paymentRecord',
        });
        reply.header('cache-control', 'no-store');
        return ok(await paymentOfTicket(deps.db, access.ticketId));
      },
    );
    app.get(
      '/tickets/receipt',
      {
        schema: {
          tags: ['payments'],
          summary:
            'The payment receipt (PDF) of the ticket named by x-lookup-token (or noticeNo when logged in)',
          headers: tokenHeader,
          querystring: noticeQuery,
        },
      },
      async (request, reply) => {
        const access = await ticketAccessOf(deps.db, deps.config, request, reply, {
          noticeNo: request.query.noticeNo,
          permission: 'paymentRecord',
        });
        const { transactionNo, pdf } = await receiptOfTicket(deps.db, access.ticketId);
        return sendPdf(reply, `receipt-${transactionNo}.pdf`, pdf);
      },
    );
  };
}
