import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { issueTicketBodySchema, issuedTicketSchema } from '@eticket/domain/tickets/issue-ticket.schemas';
import {
  ticketStatusBodySchema,
  ticketStatusResultSchema,
} from '@eticket/domain/payments/external-payment.schemas';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { issuerGuard } from './issuer-guard.ts';
import { ok } from '../../http/envelope.ts';
import { issueTicket, type IssueFollowUp } from './tickets.service.ts';
import { auditRefusal, systemActor } from '../audit/audit.ts';
import { setStatusByIssuer } from './ticket-status.service.ts';
import { correctLiableParty } from './ticket-parties.service.ts';
import { liablePartyBodySchema, liablePartyResultSchema } from '@eticket/domain/tickets/liable-party.schemas';

/** Internal API of the police ticket-issuing system: `rest/ticket/api/v1/internal`. */
export function ticketsInternalRoutes(
  db: Database,
  issuerToken: string,
  followUp: () => IssueFollowUp = () => ({ hooks: [], kickJob: () => undefined }),
): FastifyPluginAsyncZod {
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
      async (request, reply) => {
        const audit = systemActor(request, 'issuer');
        const issued = await auditRefusal(db, { ...audit, action: 'ticket.issue' }, () =>
          issueTicket(db, request.body, new Date(), followUp(), audit),
        );
        return reply.status(201).send(ok(issued));
      },
    );
    const noticeParams = z.object({ noticeNo: z.string().max(32) });
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
    app.post(
      '/tickets/:noticeNo/liable-party',
      {
        onRequest: issuerGuard(issuerToken),
        schema: {
          tags: ['internal'],
          summary:
            'Correct whom a ticket is addressed to (a person by identity document, or a company by its document); its history keeps the change',
          security: [{ issuerToken: [] }],
          params: noticeParams,
          body: liablePartyBodySchema,
          response: { 200: envelopeOf(liablePartyResultSchema) },
        },
      },
      async (request) => {
        const audit = systemActor(request, 'issuer');
        return ok(
          await auditRefusal(db, { ...audit, action: 'ticket.liable-party' }, () =>
            correctLiableParty(db, request.params.noticeNo, request.body, audit),
          ),
        );
      },
    );
  };
}
