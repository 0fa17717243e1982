import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { outboxListSchema, outboxQuerySchema } from '@eticket/domain/identity/sandbox.schemas';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { escapeHtml, page } from '../sandbox-page.ts';
import { outboxMessages } from './outbox.table.ts';

/**
 * What the portal has sent by SMS and e-mail, newest first: in demo mode this is where OTP codes are read.
 * JSON for scripts (`?format=json` or Accept: application/json), an HTML table for people.
 */
export function outboxRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sandbox/outbox',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Demo mode only: the SMS and e-mails sent (OTP codes included)',
          querystring: outboxQuerySchema,
          response: { 200: envelopeOf(outboxListSchema) },
        },
      },
      async (request, reply) => {
        const { format, recipient } = request.query;
        const rows = await db
          .select()
          .from(outboxMessages)
          .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
          .orderBy(desc(outboxMessages.id))
          .limit(100);
        const list = rows.map((r) => ({
          id: r.id,
          channel: r.channel as 'SMS' | 'EMAIL',
          sender: r.sender,
          recipient: r.recipient,
          body: r.body,
          createdAt: r.createdAt.toISOString(),
        }));
        reply.header('cache-control', 'no-store');
        const wantsJson =
          format === 'json' || (!format && /application\/json/.test(request.headers.accept ?? ''));
        if (wantsJson) return ok(list);
        const trs = list
          .map(
            (m) =>
              `<tr><td>${escapeHtml(m.createdAt)}</td><td>${m.channel}</td><td>${escapeHtml(m.sender ?? '')}</td><td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.body)}</td></tr>`,
          )
          .join('\n');
        const html = page(
          'en-US',
          'Outbox (sandbox): SMS and e-mail sent',
          `<p class="banner" role="note">Demo mode only. Newest first; the last 100 messages.</p>
<table><caption>Messages</caption><thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">Sender</th><th scope="col">Recipient</th><th scope="col">Message</th></tr></thead>
<tbody>${trs}</tbody></table>`,
        );
        // The HTML page bypasses the envelope's serializer on purpose (the schema describes the JSON form).
        return reply
          .type('text/html; charset=utf-8')
          .serializer((x: unknown) => String(x))
          .send(html as never);
      },
    );
  };
}
