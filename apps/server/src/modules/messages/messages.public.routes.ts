import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { localeFromHeader } from '@eticket/domain/common/locale';
import {
  messageCheckBodySchema,
  messageCheckResultSchema,
} from '@eticket/domain/messages/message-check.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { LOOKUP_TOKEN_HEADER, ticketAccessOf } from '../tickets/ticket-access.ts';
import { ticketFacts } from '../tickets/ticket-facts.service.ts';
import { AppError } from '../../http/app-error.ts';
import { offersReminder } from '@eticket/domain/tickets/payment-deadline';
import { calendarFileName, calendarOf } from './calendar.ts';
import { checkMessage } from './message-check.service.ts';
import { sendFile } from '../../http/send-file.ts';

/** Per client address, like the ticket look-up whose guards the checker shares. */
function perClient(config: Config, max: number): FastifyContextConfig {
  return config.tickets.benchDisableGuards
    ? { rateLimit: false }
    : { rateLimit: { max, timeWindow: '1 minute' } };
}

/** "Is this message real?" without login, under the notification service's base. */
export function messageCheckRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/message/check',
      {
        config: perClient(config, config.tickets.lookupRatePerMinute),
        schema: {
          tags: ['messages'],
          summary:
            'Is this message real? Pasted text, or sender + notice no + vehicle no, with the look-up captcha',
          body: messageCheckBodySchema,
          response: { 200: envelopeOf(messageCheckResultSchema) },
        },
      },
      async (request) => ok(await checkMessage(db, config, request.body, request.ip, request.log)),
    );
  };
}

/**
 * The payment deadline as a calendar file (.ics), under the ticket service's base: for a visitor with the
 * look-up's token, or a logged-in user (ticket permission) naming a notice no of the acting role.
 */
export function ticketCalendarRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tickets/calendar',
      {
        config: perClient(config, config.tickets.lookupRatePerMinute * 3),
        schema: {
          tags: ['tickets'],
          summary:
            "The ticket's payment deadline as a calendar file (x-lookup-token, or a session with noticeNo)",
          headers: z.object({ [LOOKUP_TOKEN_HEADER]: z.string().max(2000).optional() }),
          querystring: z.object({ noticeNo: z.string().max(32).optional() }),
        },
      },
      async (request, reply) => {
        const access = await ticketAccessOf(db, config, request, reply, {
          noticeNo: request.query.noticeNo,
          permission: 'ticket',
        });
        const facts = await ticketFacts(db, access.ticketId);
        if (!facts) throw new AppError('TICKET_NOT_EXIST');
        if (!offersReminder(facts.paymentDeadline)) throw new AppError('CALENDAR_DEADLINE_PASSED');
        const locale = localeFromHeader(request.headers['accept-language']);
        return sendFile(reply, {
          fileName: calendarFileName(facts.noticeNo),
          contentType: 'text/calendar; charset=utf-8',
          content: Buffer.from(calendarOf(facts, locale), 'utf8'),
        });
      },
    );
  };
}
