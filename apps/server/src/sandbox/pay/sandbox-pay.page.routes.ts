import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROVIDER_LANGS, providerLangOf, type ProviderLang } from '@eticket/domain/identity/provider-lang';
import { isLocale } from '@eticket/domain/common/locale';
import type { Database } from '../../db/database.ts';
import { enqueueJob } from '../../modules/jobs/jobs.repository.ts';
import { CHECKOUT_PATH } from './sandbox-pay.api.routes.ts';
import { completeOrder, findById } from './sandbox-pay.repository.ts';
import { renderCheckoutPage } from './sandbox-pay.page.ts';
import { SANDBOX_NOTIFY_JOB } from './sandbox-pay.notify.ts';

/** lang as the portal sends it (en, zh-hk, zh-cn) or as gateways spell it (en-US, zh-HK, zh-CN). */
function langOf(value: string | undefined): ProviderLang {
  if ((PROVIDER_LANGS as readonly string[]).includes(value ?? '')) return value as ProviderLang;
  const lower = value?.toLowerCase();
  return isLocale(lower) ? providerLangOf(lower) : 'en-US';
}

const OUTCOME = { approve: 'SUCCESS', decline: 'FAILED', cancel: 'CANCELLED', expire: 'EXPIRED' } as const;

/**
 * The checkout page the customer is sent to, and its form. The outcome goes two ways, as with a real
 * gateway: the browser is redirected to the portal's return address, and a signed notification is
 * queued as a durable job and tried at once.
 */
export function sandboxPayPageRoutes(db: Database, kickJob: (id: number) => void): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.get(
      CHECKOUT_PATH,
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Sandbox payment gateway: the checkout page (HTML)',
          querystring: z.object({ order: z.string().max(40), lang: z.string().max(10).optional() }),
        },
      },
      async (request, reply) => {
        const order = await findById(db, request.query.order);
        const html = renderCheckoutPage({ lang: langOf(request.query.lang), path: CHECKOUT_PATH, order });
        return reply
          .status(order ? 200 : 404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(html);
      },
    );
    app.post(
      CHECKOUT_PATH,
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Sandbox payment gateway: the customer’s choice',
          body: z.object({
            order: z.string().max(40),
            action: z.enum(['approve', 'decline', 'cancel', 'expire']),
            lang: z.string().max(10).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { order: id, action, lang } = request.body;
        const completed = await completeOrder(db, id, OUTCOME[action]);
        if (!completed) {
          const order = await findById(db, id);
          const html = renderCheckoutPage({ lang: langOf(lang), path: CHECKOUT_PATH, order });
          return reply
            .status(order ? 409 : 404)
            .type('text/html; charset=utf-8')
            .send(html);
        }
        const jobId = await enqueueJob(db, {
          kind: SANDBOX_NOTIFY_JOB,
          payload: { gatewayOrderId: completed.id },
          maxAttempts: 12,
        });
        if (jobId !== undefined) kickJob(jobId);
        return reply.redirect(completed.returnUrl, 303);
      },
    );
  };
}
