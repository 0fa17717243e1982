import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { providerLangOf } from '@eticket/domain/identity/provider-lang';
import { loginUrlSchema } from '@eticket/domain/identity/login.schemas';
import { iamSmartLinkBodySchema } from '@eticket/domain/identity/sso.schemas';
import { ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/error-handler.ts';
import { authenticate, principalOf } from './identity.guard.ts';
import type { LoginDeps } from './login.service.ts';
import { startIamSmartRegistration } from './iamsmart-registration.service.ts';
import { ensureBinding } from './browser-binding.ts';
import { originOf, safeReturnPath } from './redirect-uri.ts';
import { registerIamSmartFinish } from './iamsmart-register.route.ts';

/**
 * Users service, SSO: a blank account (typically a DSL login) authenticates its identity with iAM Smart.
 * `login` starts the round trip, `register` finishes it, with the same handler as `/iams/register`
 * (iamsmart-register.route.ts).
 */
export function ssoIamSmartRoutes(deps: LoginDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['identity'];
    app.addHook('onRequest', authenticate(deps.db, deps.config));

    app.post(
      '/sso/iamSmart/login',
      {
        schema: {
          tags,
          summary: "Starts iAM Smart ID authentication of the caller's blank account; the provider address",
          body: iamSmartLinkBodySchema,
          response: { 200: envelopeOf(loginUrlSchema) },
        },
      },
      async (request, reply) => {
        const url = await startIamSmartRegistration(deps, principalOf(request), {
          redirectUri: safeReturnPath(request.body.redirectURI, originOf(request)),
          lang: providerLangOf(requestLocale(request)),
          binding: ensureBinding(request, reply, deps.config),
        });
        return ok({ url });
      },
    );

    registerIamSmartFinish(app, '/sso/iamSmart/register', deps);
  };
}
