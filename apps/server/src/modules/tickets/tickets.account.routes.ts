import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { myTicketViewSchema } from '@eticket/domain/tickets/ticket-view.schemas';
import {
  noticeNoParamsSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  unpaidTicketsQuerySchema,
  unpaidTicketsSchema,
} from '@eticket/domain/tickets/ticket-list.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { authenticate, principalOf, requirePermission } from '../identity/identity.guard.ts';
import { listMyTickets, myTicket, myTicketTimeline, unpaidTickets } from './tickets.account.service.ts';
import { timelineSchema } from '@eticket/domain/tickets/ticket-timeline.schemas';
import { auditActorOf } from '../audit/audit.ts';

/** The logged-in user's tickets, scoped by the acting role: `rest/ticket/api/v1/publ/tickets`. */
export function ticketsAccountRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = [authenticate(db, config), requirePermission('ticket')];
    app.get(
      '/tickets',
      {
        onRequest: guard,
        schema: {
          tags: ['tickets'],
          summary: 'The acting role’s tickets: own vehicles, delegated vehicles, or the company’s',
          querystring: ticketListQuerySchema,
          response: { 200: envelopeOf(ticketPageSchema) },
        },
      },
      async (request) => ok(await listMyTickets(db, principalOf(request), request.query)),
    );
    app.get(
      '/tickets/unpaid',
      {
        onRequest: guard,
        schema: {
          tags: ['tickets'],
          summary: 'A page of the unpaid tickets of the acting role (my-account/unpaidTicket)',
          querystring: unpaidTicketsQuerySchema,
          response: { 200: envelopeOf(unpaidTicketsSchema) },
        },
      },
      async (request) => ok(await unpaidTickets(db, principalOf(request), request.query)),
    );
    app.get(
      '/tickets/:noticeNo',
      {
        onRequest: guard,
        schema: {
          tags: ['tickets'],
          summary: 'One ticket of the acting role (with the driver on duty at the offence, for its owner)',
          params: noticeNoParamsSchema,
          response: { 200: envelopeOf(myTicketViewSchema) },
        },
      },
      async (request) =>
        ok(await myTicket(db, principalOf(request), request.params.noticeNo, auditActorOf(request))),
    );
    app.get(
      '/tickets/:noticeNo/timeline',
      {
        onRequest: guard,
        schema: {
          tags: ['tickets'],
          summary: 'The case timeline of one of the acting role’s tickets, each step with its date',
          params: noticeNoParamsSchema,
          response: { 200: envelopeOf(timelineSchema) },
        },
      },
      async (request) => ok(await myTicketTimeline(db, principalOf(request), request.params.noticeNo)),
    );
  };
}
