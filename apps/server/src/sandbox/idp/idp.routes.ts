import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessage } from '@eticket/domain/errors/error-catalogue';
import { minimumDslLevel } from '@eticket/domain/identity/dsl-level';
import { localeOfProviderLang, type ProviderLang } from '@eticket/domain/identity/provider-lang';
import { z } from 'zod';
import { oidcAuthorizeQuerySchema, type OidcAuthorizeQuery } from '@eticket/domain/identity/oidc.schemas';
import { sandboxAuthorizeQuerySchema, sandboxDecisionSchema } from '@eticket/domain/identity/sandbox.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { originOf, safeReturnPath } from '../../modules/identity/redirect-uri.ts';
import type { AuthPurpose, Provider } from '../../modules/identity/identity-provider.port.ts';
import { decide, openRequest, SandboxRefusal } from './idp.service.ts';
import { ISSUER_PATHS, sandboxOidcRoutes } from './idp.oidc.routes.ts';
import { SANDBOX_CLIENT_ID } from './idp.oidc.service.ts';
import { renderAuthorizePage, type Choice } from './idp.page.ts';
import * as repo from './idp.repository.ts';

const PATHS: Record<Provider, string> = {
  IAMSMART: `${ISSUER_PATHS.IAMSMART}/authorize`,
  DSL: `${ISSUER_PATHS.DSL}/authorize`,
};

async function choicesOf(db: Database, provider: Provider): Promise<Choice[]> {
  if (provider === 'IAMSMART') {
    const persons = await repo.listPersons(db);
    return persons.map((p) => ({
      id: p.id,
      label: `${p.engSurname} ${p.engGivenName} ${p.chnName ?? ''} (HKID ${p.idNo})`,
    }));
  }
  const accounts = await repo.listDslAccounts(db);
  return accounts.map((a) => ({ id: a.id, label: `${a.displayName} (${a.loginId}), level ${a.level}` }));
}

async function sendPage(
  db: Database,
  reply: FastifyReply,
  request: repo.IdpRequestRow,
  query: Record<string, unknown>,
  error?: string,
) {
  const provider = request.provider as Provider;
  const html = renderAuthorizePage({
    provider,
    lang: request.lang as ProviderLang,
    path: PATHS[provider],
    query,
    requestId: request.id,
    purpose: request.purpose as AuthPurpose,
    documentDigest: request.documentDigest,
    ...(provider === 'DSL' ? { minLevel: minimumDslLevel(request.requestedLevel ?? 1) } : {}),
    choices: await choicesOf(db, provider),
    ...(error ? { error } : {}),
  });
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** The request in the providers' own names, as the in-process back channel sends it. */
function legacyAuthorization(q: z.infer<typeof sandboxAuthorizeQuerySchema>) {
  return { redirectUri: q.redirectURI, purpose: q.scope, documentDigest: q.documentDigest, oidc: undefined };
}

/** The request in OpenID Connect's names, from a registered client with PKCE (S256) and a nonce. */
function oidcAuthorization(q: OidcAuthorizeQuery) {
  if (q.client_id !== SANDBOX_CLIENT_ID) throw new AppError('LOGIN_FAILED');
  return {
    redirectUri: q.redirect_uri,
    purpose: q.purpose,
    documentDigest: q.document_digest,
    oidc: { clientId: q.client_id, codeChallenge: q.code_challenge, nonce: q.nonce },
  };
}

/**
 * The sandbox iAM Smart and DSL pages (architecture section 4): server-rendered, in the language asked for,
 * they let a newcomer pick a demo identity and approve, cancel or let the request time out.
 */
export function sandboxIdpRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const provider of ['IAMSMART', 'DSL'] as const) {
      await app.register(sandboxOidcRoutes(db, config, provider, ISSUER_PATHS[provider]));
      app.get(
        PATHS[provider],
        {
          schema: {
            tags: ['sandbox'],
            summary: `${provider} sandbox: the page a login, re-auth or signing request lands on (HTML)`,
            querystring: z.union([sandboxAuthorizeQuerySchema, oidcAuthorizeQuerySchema]),
          },
        },
        async (request, reply) => {
          const q = request.query;
          const asked = 'client_id' in q ? oidcAuthorization(q) : legacyAuthorization(q);
          // The provider, too, only sends codes back to a registered address of the portal.
          const redirectUri = safeReturnPath(asked.redirectUri, originOf(request));
          const row = await openRequest(db, {
            provider,
            purpose: asked.purpose,
            clientState: q.state,
            redirectUri,
            lang: q.lang,
            requestedLevel: provider === 'DSL' ? (q.level ?? 1) : undefined,
            documentDigest: asked.documentDigest,
            oidc: asked.oidc,
          });
          return sendPage(db, reply, row, q);
        },
      );
      app.post(
        PATHS[provider],
        {
          schema: {
            tags: ['sandbox'],
            summary: `${provider} sandbox: approve, cancel or time out; redirects back with code or error`,
            body: sandboxDecisionSchema,
          },
        },
        async (request, reply) => {
          const { requestId, action, personId, accountId } = request.body;
          try {
            const decision =
              action === 'approve' ? { action, tdPersonId: personId, dslAccountId: accountId } : { action };
            const { location } = await decide(db, config, requestId, decision);
            return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
          } catch (error) {
            if (!(error instanceof SandboxRefusal)) throw error;
            const row = await repo.findRequest(db, requestId);
            if (!row || row.provider !== provider) throw new AppError('LOGIN_FAILED');
            const message = errorMessage(error.errorName, localeOfProviderLang(row.lang));
            reply.code(error.errorName === 'DSL_LEVEL_TOO_LOW' ? 403 : 400);
            return sendPage(db, reply, row, { lang: row.lang }, message);
          }
        },
      );
    }
  };
}
