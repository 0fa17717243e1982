import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { loginUrlSchema, ssoUrlQuerySchema } from '@eticket/domain/identity/login.schemas';
import { ok } from '../../http/envelope.ts';
import type { LoginDeps } from './login.service.ts';
import { dslLoginUrl } from './sso.routes.ts';

/**
 * The development SSO of the spec ("a dev SSO endpoint is used unless the host contains the government
 * domain"): the sandbox DSL, whatever the host. It is registered in demo mode with the sandboxes on only,
 * so in production the address does not exist (404), like the quick login.
 */
export function ssoDevRoutes(deps: LoginDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sso/url-tmp',
      {
        schema: {
          tags: ['identity'],
          summary: 'Demo mode only: the sandbox DSL logon address, whatever the host',
          querystring: ssoUrlQuerySchema,
          response: { 200: envelopeOf(loginUrlSchema) },
        },
      },
      async (request, reply) => ok({ url: await dslLoginUrl(deps, request.query, request, reply) }),
    );
  };
}
