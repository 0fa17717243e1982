import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { isMobileUserAgent } from '@eticket/domain/payments/channel-method';
import { normaliseNoticeNo } from '@eticket/domain/tickets/notice-no';
import {
  orderNoParamsSchema,
  paymentOrderSchema,
  payTicketsBodySchema,
} from '@eticket/domain/payments/payment.schemas';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { sendPdf } from '../../http/send-file.ts';
import { authenticate, principalOf, requirePermission } from '../identity/identity.guard.ts';
import { ticketIdInScope } from '../tickets/ticket-access.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { startTicketsOrder } from './pay.service.ts';
import { payerOrderResult } from './payment-result.service.ts';
import { orderReceipt } from './order-receipt.service.ts';

/**
 * Orders of several items (ADR 0031), for a logged-in payer, under `rest/ticket/api/v1/publ`: paying
 * several tickets of the acting role at once, and following and proving any order the caller started
 * (several tickets, or a fee another area's route started with startFeeOrder).
 */
export function paymentOrdersRoutes(deps: PaymentDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = authenticate(deps.db, deps.config);
    app.post(
      '/pay/tickets',
      {
        onRequest: [signedIn, requirePermission('ticket')],
        schema: {
          tags: ['payments'],
          summary:
            'Start paying several tickets of the acting role in one gateway order; answers the gateway address',
          body: payTicketsBodySchema,
          response: { 200: envelopeOf(paymentOrderSchema) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { noticeNos, ...body } = request.body;
        const seen = new Set<string>();
        const tickets = [];
        for (const typed of noticeNos) {
          const noticeNo = normaliseNoticeNo(typed);
          if (seen.has(noticeNo)) throw new AppError('PAYMENT_ITEM_TWICE', { noticeNo });
          seen.add(noticeNo);
          tickets.push({ id: await ticketIdInScope(deps.db, principal, noticeNo), noticeNo });
        }
        return ok(
          await startTicketsOrder(deps, {
            ...body,
            tickets,
            actor: principal.userId,
            mobile: isMobileUserAgent(request.headers['user-agent']),
          }),
        );
      },
    );
    app.get(
      '/pay/orders/:orderNo',
      {
        onRequest: [signedIn],
        schema: {
          tags: ['payments'],
          summary:
            'The outcome of an order the caller started, with its items (the waiting page polls this); failures answer PAY-E-902x',
          params: orderNoParamsSchema,
          response: { 200: envelopeOf(paymentOrderSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await payerOrderResult(deps, request.params.orderNo, principalOf(request).userId));
      },
    );
    app.get(
      '/pay/orders/:orderNo/receipt',
      {
        onRequest: [signedIn],
        schema: {
          tags: ['payments'],
          summary: 'The receipt (PDF) of a paid order the caller started, listing every item it paid',
          params: orderNoParamsSchema,
        },
      },
      async (request, reply) => {
        const { orderNo, pdf } = await orderReceipt(
          deps.db,
          deps.payables(),
          request.params.orderNo,
          principalOf(request).userId,
        );
        return sendPdf(reply, `receipt-${orderNo}.pdf`, pdf);
      },
    );
  };
}
