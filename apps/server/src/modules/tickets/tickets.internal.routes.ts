import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { issueTicketBodySchema, issuedTicketSchema } from '@eticket/domain/tickets/issue-ticket.schemas';
import {
  externalPaymentBodySchema,
  ticketStatusBodySchema,
  ticketStatusResultSchema,
} from '@eticket/domain/payments/external-payment.schemas';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { issueTicket } from './tickets.service.ts';
import { setStatusByIssuer } from './ticket-status.service.ts';
import { recordExternalPayment } from '../payments/external-payment.service.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Machine-to-machine authentication of the issuing system: a bearer token compared in constant time. */
function issuerGuard(issuerToken: string) {
  const expected = digest(issuerToken);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const presented = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!presented || !timingSafeEqual(digest(presented), expected)) throw new AppError('LOGIN_TIMEOUT');
  };
}

/** Internal API of the police ticket-issuing system: `rest/ticket/api/v1/internal`. */
export function ticketsInternalRoutes(db: Database, issuerToken: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/tickets',
      {
        onRequest: issuerGuard(issuerToken),
        schema: {
          tags: ['internal'],
          summary: 'Issue a ticket (police issuing system only; Authorization: Bearer ISSUER_TOKEN)',
          security: [{ issuerToken: [] }],
          body: issueTicketBodySchema,
          response: { 201: envelopeOf(issuedTicketSchema) },
        },
      },
      async (request, reply) => reply.status(201).send(ok(await issueTicket(db, request.body))),
    );
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
    app.post(
      '/tickets/:noticeNo/status',
      {
        onRequest: issuerGuard(issuerToken),
        schema: {
          tags: ['internal'],
          summary: 'Set an investigation, court or refund status (transitions of ADR 0004 only)',
          security: [{ issuerToken: [] }],
          params: noticeParams,
          body: ticketStatusBodySchema,
          response: { 200: envelopeOf(ticketStatusResultSchema) },
        },
      },
      async (request) => ok(await setStatusByIssuer(db, request.params.noticeNo, request.body)),
    );
  };
}
