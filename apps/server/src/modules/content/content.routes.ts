import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  faqListSchema,
  homeListBodySchema,
  homeListSchema,
  newsDetailSchema,
  newsIdParamsSchema,
  newsListQuerySchema,
  newsPageSchema,
} from '@eticket/domain/content/content.schemas';
import { ok } from '../../http/envelope.ts';
import type { Database } from '../../db/database.ts';
import { getNews, listFaqs, listNews, listNotificationsInForce } from './content.service.ts';

/** News and FAQ, public and without a token: `rest/content/api/v1/publ`. */
function newsAndFaqRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/news',
      {
        schema: {
          tags: ['content'],
          summary: 'News, newest first, one page at a time',
          querystring: newsListQuerySchema,
          response: { 200: envelopeOf(newsPageSchema) },
        },
      },
      async (request) => ok(await listNews(db, request.query)),
    );
    app.get(
      '/news/:id',
      {
        schema: {
          tags: ['content'],
          summary: 'One news item with its full text',
          params: newsIdParamsSchema,
          response: { 200: envelopeOf(newsDetailSchema) },
        },
      },
      async (request) => ok(await getNews(db, request.params.id)),
    );
    app.get(
      '/faqs',
      {
        schema: {
          tags: ['content'],
          summary: 'Frequently asked questions in display order (faqIndex is the position in this list)',
          response: { 200: envelopeOf(faqListSchema) },
        },
      },
      async () => ok(await listFaqs(db)),
    );
  };
}

/** The home-page system notifications, public: `rest/users/api/v1/publ/home/list` (spec section 7). */
function homeNotificationRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/home/list',
      {
        schema: {
          tags: ['content'],
          summary: 'System notifications in force now, most severe first',
          body: homeListBodySchema,
          response: { 200: envelopeOf(homeListSchema) },
        },
      },
      async () => ok(await listNotificationsInForce(db)),
    );
  };
}

/**
 * The content module's routes under their full paths, so app.ts registers the module with one line. The
 * notifications live under the users service because that is where the specification puts them.
 */
export function contentRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(newsAndFaqRoutes(db), { prefix: '/rest/content/api/v1/publ' });
    await app.register(homeNotificationRoutes(db), { prefix: '/rest/users/api/v1/publ' });
  };
}
