import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { messageCountQuerySchema, messageCountSchema } from '@eticket/domain/messages/message-count.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { authenticate, principalOf } from '../identity/identity.guard.ts';
import { unreadCount } from './message-count.service.ts';

/** Notification service (spec section 7): `rest/notification/api/v1/publ`; the header's unread dot. */
export function messageCountRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate(db, config));
    app.get(
      '/message/count',
      {
        schema: {
          tags: ['messages'],
          summary: "The caller's unread messages (agentRole empty for the personal role)",
          querystring: messageCountQuerySchema,
          response: { 200: envelopeOf(messageCountSchema) },
        },
      },
      async (request) => ok(await unreadCount(db, principalOf(request), request.query.agentRole)),
    );
  };
}
