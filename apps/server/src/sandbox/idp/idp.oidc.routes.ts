import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idpStatusRequestSchema, oidcTokenRequestSchema } from '@eticket/domain/identity/oidc.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { originOf, safeReturnPath } from '../../modules/identity/redirect-uri.ts';
import type { Provider } from '../../modules/identity/identity-provider.port.ts';
import { providerKey } from './idp.keys.ts';
import { basicCredentials, clientAuthenticated, exchangeCode, signatureFor } from './idp.oidc.service.ts';
import { statusOf } from './idp.service.ts';

/** Each sandbox provider's issuer, under the portal's origin: its pages and endpoints live below it. */
export const ISSUER_PATHS: Record<Provider, string> = {
  IAMSMART: '/sandbox/iamsmart',
  DSL: '/sandbox/dsl',
};

function issuerOf(request: FastifyRequest, path: string): string {
  const origin = originOf(request);
  if (!origin) throw new AppError('VALIDATION_FAILED');
  return `${origin}${path}`;
}

/** The client of a back-channel call, by client_secret_basic or client_secret_post; undefined if neither holds. */
function clientOf(request: FastifyRequest, body: { client_id?: string; client_secret?: string } = {}) {
  const basic = basicCredentials(request.headers.authorization);
  const id = basic?.id ?? body.client_id;
  const secret = basic?.secret ?? body.client_secret;
  return clientAuthenticated(id, secret) ? id : undefined;
}

const noStore = { 'cache-control': 'no-store', pragma: 'no-cache' };

/**
 * One sandbox provider's OpenID Connect endpoints (docs/contracts/identity-providers.md): discovery, keys,
 * token, the status of a round trip and the signature of a signing one. The authorisation endpoint is the
 * provider page (idp.routes.ts).
 */
export function sandboxOidcRoutes(
  db: Database,
  config: Config,
  provider: Provider,
  path: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sandbox'];
    app.get(
      `${path}/.well-known/openid-configuration`,
      { schema: { tags, summary: `${provider} sandbox: OpenID Connect discovery document` } },
      async (request) => {
        const issuer = issuerOf(request, path);
        return {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          status_endpoint: `${issuer}/status`,
          signature_endpoint: `${issuer}/signature`,
          response_types_supported: ['code'],
          grant_types_supported: ['authorization_code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['ES256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          scopes_supported: ['openid'],
          claims_supported: provider === 'IAMSMART' ? ['sub', 'hkid'] : ['sub', 'name', 'dsl_level'],
        };
      },
    );
    app.get(
      `${path}/jwks`,
      { schema: { tags, summary: `${provider} sandbox: the ID token signing key (JWKS)` } },
      async () => ({ keys: [(await providerKey(db, config, provider)).publicJwk] }),
    );
    app.post(
      `${path}/token`,
      {
        schema: {
          tags,
          summary: `${provider} sandbox: token endpoint (authorisation code with PKCE, client secret)`,
          body: oidcTokenRequestSchema,
        },
      },
      async (request, reply) => {
        const clientId = clientOf(request, request.body);
        if (!clientId) return reply.code(401).headers(noStore).send({ error: 'invalid_client' });
        let redirectUri: string;
        try {
          redirectUri = safeReturnPath(request.body.redirect_uri, originOf(request));
        } catch {
          return reply.code(400).headers(noStore).send({ error: 'invalid_grant' });
        }
        const answer = await exchangeCode(db, config, issuerOf(request, path), provider, {
          code: request.body.code,
          clientId,
          redirectUri,
          codeVerifier: request.body.code_verifier,
        });
        if (!answer.ok) return reply.code(400).headers(noStore).send({ error: answer.error });
        return reply.headers(noStore).send(answer.body);
      },
    );
    app.post(
      `${path}/status`,
      {
        schema: {
          tags,
          summary: `${provider} sandbox: the status of a round trip, by its state (client secret)`,
          body: idpStatusRequestSchema,
        },
      },
      async (request, reply) => {
        if (!clientOf(request)) return reply.code(401).headers(noStore).send({ error: 'invalid_client' });
        const status = await statusOf(db, provider, request.body.state);
        return reply.headers(noStore).send({ state: request.body.state, status });
      },
    );
    app.get(
      `${path}/signature`,
      {
        schema: {
          tags,
          summary: `${provider} sandbox: the signature of a signing round trip (access token)`,
        },
      },
      async (request, reply) => {
        const token = /^Bearer ([\w.-]+)$/.exec(request.headers.authorization ?? '')?.[1];
        const answer = token
          ? await signatureFor(db, config, issuerOf(request, path), provider, token)
          : ({ refused: 'invalid_token' } as const);
        if ('refused' in answer) {
          if (answer.refused === 'invalid_token')
            reply.header('www-authenticate', 'Bearer error="invalid_token"');
          return reply
            .code(answer.refused === 'invalid_token' ? 401 : 404)
            .headers(noStore)
            .send({ error: answer.refused });
        }
        return reply.headers(noStore).send(answer.found);
      },
    );
  };
}
