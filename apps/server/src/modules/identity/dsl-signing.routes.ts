import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { providerLangOf } from '@eticket/domain/identity/provider-lang';
import {
  dslPollingBodySchema,
  dslSignPdfBodySchema,
  loginUrlSchema,
  pollingSchema,
} from '@eticket/domain/identity/login.schemas';
import { ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/error-handler.ts';
import { authenticate, principalOf } from './identity.guard.ts';
import type { LoginDeps } from './login.service.ts';
import { ensureBinding } from './browser-binding.ts';
import { originOf, safeReturnPath } from './redirect-uri.ts';
import { dslSigningStatus, startDslSigning } from './dsl-signing.service.ts';

/** Users service, "Others" (spec section 7): signing a PDF with the DSL, and polling for its answer. */
export function dslSigningRoutes(deps: LoginDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['identity'];
    app.addHook('onRequest', authenticate(deps.db, deps.config));

    app.post(
      '/dsl/signPdf',
      {
        schema: {
          tags,
          summary:
            'A DSL user signs a PDF (its SHA-256) with the DSL; the DSL address (DSL login sessions only)',
          body: dslSignPdfBodySchema,
          response: { 200: envelopeOf(loginUrlSchema) },
        },
      },
      async (request, reply) => {
        const url = await startDslSigning(deps, principalOf(request), {
          redirectUri: safeReturnPath(request.body.redirectURI, originOf(request)),
          documentDigest: request.body.documentDigest,
          lang: providerLangOf(requestLocale(request)),
          binding: ensureBinding(request, reply, deps.config),
        });
        return ok({ url });
      },
    );

    app.post(
      '/dsl/polling',
      {
        schema: {
          tags,
          summary: "Where this session's DSL signing request stands (PENDING, APPROVED, CANCELLED, TIMEOUT)",
          body: dslPollingBodySchema,
          response: { 200: envelopeOf(pollingSchema) },
        },
      },
      async (request) =>
        ok({ status: await dslSigningStatus(deps, principalOf(request), request.body.state) }),
    );
  };
}
