import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { providerLangOf } from '@eticket/domain/identity/provider-lang';
import {
  loginUrlSchema,
  logoutQuerySchema,
  logoutSchema,
  refreshTokenBodySchema,
  sessionTokensSchema,
  ssoUrlQuerySchema,
  tokenExchangeSchema,
  type SsoUrlQuery,
} from '@eticket/domain/identity/login.schemas';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/app-error.ts';
import { requestLocale } from '../../http/error-handler.ts';
import { bearerTokenOf } from './identity.guard.ts';
import { beginAuth, login, type LoginDeps } from './login.service.ts';
import { endSession, refreshSession, useAccessToken } from './session.service.ts';
import { bindingOf, ensureBinding } from './browser-binding.ts';
import { originOf, safeReturnPath } from './redirect-uri.ts';
import { tokensResponse } from './tokens.response.ts';

/** Starts a DSL login round trip for this browser; shared by `/sso/url` and the demo `/sso/url-tmp`. */
export async function dslLoginUrl(
  deps: LoginDeps,
  query: SsoUrlQuery,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return beginAuth(deps, {
    provider: 'DSL',
    purpose: 'LOGIN',
    redirectUri: safeReturnPath(query.redirectUri, originOf(request)),
    lang: providerLangOf(requestLocale(request)),
    level: Number(query.level),
    binding: ensureBinding(request, reply, deps.config),
  });
}

/** Users service, login part (spec section 7): `rest/users/api/v1/publ`: DSL SSO, tokens, logout. */
export function ssoRoutes(deps: LoginDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['identity'];

    app.get(
      '/sso/url',
      {
        schema: {
          tags,
          summary: "The DSL logon address; level '2' is the ID-card login, '1' the no-ID login",
          querystring: ssoUrlQuerySchema,
          response: { 200: envelopeOf(loginUrlSchema) },
        },
      },
      async (request, reply) => ok({ url: await dslLoginUrl(deps, request.query, request, reply) }),
    );

    app.post(
      '/login/token',
      {
        schema: {
          tags,
          summary: 'Code and state from iAM Smart or DSL (or their error) for a session',
          body: tokenExchangeSchema,
          response: { 200: envelopeOf(sessionTokensSchema) },
        },
      },
      async (request) => ok(tokensResponse(await login(deps, request.body, bindingOf(request)), deps.config)),
    );

    app.post(
      '/sso/token',
      {
        schema: {
          tags,
          summary: 'Code and state from the DSL (or its error) for a session; an iAM Smart state is refused',
          body: tokenExchangeSchema,
          response: { 200: envelopeOf(sessionTokensSchema) },
        },
      },
      async (request) =>
        ok(tokensResponse(await login(deps, request.body, bindingOf(request), 'DSL'), deps.config)),
    );

    app.post(
      '/login/refresh-token',
      {
        schema: {
          tags,
          summary: 'A new token pair; each refresh token works once, and a replay ends the session',
          body: refreshTokenBodySchema,
          response: { 200: envelopeOf(sessionTokensSchema) },
        },
      },
      async (request) =>
        ok(
          tokensResponse(await refreshSession(deps.db, deps.config, request.body.refreshToken), deps.config),
        ),
    );

    /** Logout never answers 401: an expired session is already logged out, and the browser must move on. */
    const logout = async (request: FastifyRequest, reply: FastifyReply, reason: string) => {
      const query = logoutQuerySchema.parse(request.query);
      const redirectUrl = query.redirectUri
        ? safeReturnPath(query.redirectUri, originOf(request))
        : '/portal/';
      const token = bearerTokenOf(request);
      if (token) {
        try {
          const { session } = await useAccessToken(deps.db, deps.config, token);
          await endSession(deps.db, session.id, reason);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      reply.header('cache-control', 'no-store');
      return ok({ redirectUrl });
    };
    const logoutSchemaOf = (summary: string) => ({
      schema: { tags, summary, querystring: logoutQuerySchema, response: { 200: envelopeOf(logoutSchema) } },
    });
    app.get('/sso/logout', logoutSchemaOf('Ends the session; answers where the browser goes'), (req, reply) =>
      logout(req, reply, 'LOGOUT'),
    );
    app.delete(
      '/sso/logout',
      logoutSchemaOf('delLogout: ends the session (redirectUri, deviceId)'),
      (req, reply) => logout(req, reply, 'LOGOUT'),
    );
    app.get('/sso/error/logout', logoutSchemaOf('Ends the session after a login error'), (req, reply) =>
      logout(req, reply, 'ERROR_LOGOUT'),
    );
  };
}
