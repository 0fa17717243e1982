import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { providerLangOf } from '@eticket/domain/identity/provider-lang';
import {
  iamsLoginQuerySchema,
  loginUrlSchema,
  pollingQuerySchema,
  pollingSchema,
  reAuthBodySchema,
  sessionTokensSchema,
  tokenExchangeSchema,
  verifyQuerySchema,
  verifyResultSchema,
} from '@eticket/domain/identity/login.schemas';
import { ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/error-handler.ts';
import { authenticate, principalOf } from './identity.guard.ts';
import { beginAuth, login, providerStatus, type LoginDeps } from './login.service.ts';
import { verifyReauth } from './reauth.service.ts';
import { bindingOf, ensureBinding } from './browser-binding.ts';
import { originOf, safeReturnPath } from './redirect-uri.ts';
import { registerIamSmartFinish } from './iamsmart-register.route.ts';
import { tokensResponse } from './tokens.response.ts';

/** Identity service (spec section 7): `rest/iams/api/v1/publ/iams`, the iAM Smart digital identity. */
export function iamsRoutes(deps: LoginDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = authenticate(deps.db, deps.config);
    const tags = ['identity'];

    app.get(
      '/login',
      {
        schema: {
          tags,
          summary: 'The iAM Smart address to send the browser to (lang from Accept-Language)',
          querystring: iamsLoginQuerySchema,
          response: { 200: envelopeOf(loginUrlSchema) },
        },
      },
      async (request, reply) => {
        const redirectUri = safeReturnPath(request.query.redirectURI, originOf(request));
        const url = await beginAuth(deps, {
          provider: 'IAMSMART',
          purpose: 'LOGIN',
          redirectUri,
          lang: providerLangOf(requestLocale(request)),
          level: 2,
          binding: ensureBinding(request, reply, deps.config),
        });
        return ok({ url });
      },
    );

    app.get(
      '/auth',
      {
        schema: {
          tags,
          summary: 'Completes an iAM Smart login: code and state (or the error) for a session',
          querystring: tokenExchangeSchema,
          response: { 200: envelopeOf(sessionTokensSchema) },
        },
      },
      async (request) =>
        ok(tokensResponse(await login(deps, request.query, bindingOf(request)), deps.config)),
    );

    app.get(
      '/polling',
      {
        schema: {
          tags,
          summary: 'Where an iAM Smart request stands, for a page waiting on the app',
          querystring: pollingQuerySchema,
          response: { 200: envelopeOf(pollingSchema) },
        },
      },
      async (request) => ok({ status: await providerStatus(deps, request.query.state) }),
    );

    app.post(
      '/re-auth',
      {
        onRequest: auth,
        schema: {
          tags,
          summary: 'Starts a re-authentication, a signing or an ID authentication (REGISTER) with iAM Smart',
          body: reAuthBodySchema,
          response: { 200: envelopeOf(loginUrlSchema) },
        },
      },
      async (request, reply) => {
        const url = await beginAuth(deps, {
          provider: 'IAMSMART',
          purpose: request.body.purpose,
          redirectUri: safeReturnPath(request.body.redirectURI, originOf(request)),
          lang: providerLangOf(requestLocale(request)),
          level: 2,
          sessionId: principalOf(request).sessionId,
          binding: ensureBinding(request, reply, deps.config),
          ...(request.body.documentDigest ? { documentDigest: request.body.documentDigest } : {}),
        });
        return ok({ url });
      },
    );

    app.get(
      '/verify',
      {
        onRequest: auth,
        schema: {
          tags,
          summary: 'The result of a re-authentication or signing: only the account holder counts',
          querystring: verifyQuerySchema,
          response: { 200: envelopeOf(verifyResultSchema) },
        },
      },
      async (request) =>
        ok(await verifyReauth(deps, principalOf(request), request.query, bindingOf(request))),
    );

    registerIamSmartFinish(app, '/register', deps, auth);
  };
}
