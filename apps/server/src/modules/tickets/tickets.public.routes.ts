import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  captchaChallengeSchema,
  lookupBodySchema,
  lookupResultSchema,
  noticePdfBodySchema,
} from '@eticket/domain/tickets/ticket-lookup.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { sendPdf } from '../../http/send-file.ts';
import { newCaptchaChallenge } from './captcha.service.ts';
import { lookupTicket, rereadTicket } from './ticket-lookup.service.ts';
import { noticePdfFor } from './notice-pdf.service.ts';
import { LOOKUP_TOKEN_HEADER, ticketAccessOf } from './ticket-access.ts';
import { lookupRefusalHooks } from './lookup-metrics.ts';

const tokenHeader = z.object({ [LOOKUP_TOKEN_HEADER]: z.string().max(2000).optional() });

/** Ticket look-up without login: `rest/ticket/api/v1/publ`. */
export function ticketsPublicRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  const guards = !config.tickets.benchDisableGuards;
  // Per client address, in memory: a counter per instance is enough here, the per-serial cap is shared.
  const perClient = (max: number): FastifyContextConfig =>
    guards ? { rateLimit: { max, timeWindow: '1 minute' } } : { rateLimit: false };
  return async (app) => {
    app.get(
      '/captcha/challenge',
      {
        config: perClient(config.tickets.lookupRatePerMinute * 3),
        schema: {
          tags: ['tickets'],
          summary: 'A proof-of-work captcha challenge (ALTCHA) for the ticket look-up',
          response: { 200: envelopeOf(captchaChallengeSchema) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await newCaptchaChallenge(db, config));
      },
    );
    app.post(
      '/tickets/lookup',
      {
        config: perClient(config.tickets.lookupRatePerMinute),
        ...lookupRefusalHooks,
        schema: {
          tags: ['tickets'],
          summary: 'Look a ticket up by notice no (first 8 characters or all) and vehicle no',
          body: lookupBodySchema,
          response: { 200: envelopeOf(lookupResultSchema) },
        },
      },
      async (request) => ok(await lookupTicket(db, config, request.body, request.ip, request.log)),
    );
    app.get(
      '/tickets/lookup/current',
      {
        config: perClient(config.tickets.lookupRatePerMinute * 3),
        schema: {
          tags: ['tickets'],
          summary: 'The looked-up ticket as it is now, by its x-lookup-token (same answer as the look-up)',
          headers: tokenHeader,
          response: { 200: envelopeOf(lookupResultSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await rereadTicket(db, config, request.headers[LOOKUP_TOKEN_HEADER]));
      },
    );
    app.post(
      '/tickets/notice-pdf',
      {
        config: perClient(config.tickets.lookupRatePerMinute),
        schema: {
          tags: ['tickets'],
          summary: 'The notice as a PDF (x-lookup-token, or a logged-in user with noticeNo)',
          headers: tokenHeader,
          body: noticePdfBodySchema.extend({ noticeNo: z.string().max(32).optional() }),
        },
      },
      async (request, reply) => {
        const access = await ticketAccessOf(db, config, request, reply, {
          noticeNo: request.body.noticeNo,
          permission: 'ticket',
        });
        const { noticeNo, pdf } = await noticePdfFor(db, config, access.ticketId, request.body.idNoPrefix);
        return sendPdf(reply, `notice-${noticeNo}.pdf`, pdf);
      },
    );
  };
}
