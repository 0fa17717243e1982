import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  authTypeSchema,
  blankAccountSessionSchema,
  continueRegisterQuerySchema,
  continueRegisterSchema,
  ownUidBodySchema,
} from '@eticket/domain/identity/sso.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { authenticate, principalOf } from './identity.guard.ts';
import { authTypeOf, blankAccountSession } from './sso-account.service.ts';
import { continueRegister } from './register-progress.service.ts';

/** Users service, SSO: what the caller's own session and registration are, for the pages after a login. */
export function ssoAccountRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['identity'];
    app.addHook('onRequest', authenticate(db, config));
    // A body may be omitted entirely: these calls carry nothing but, at most, the caller's own uid.
    const ownUidBody = ownUidBodySchema.optional().default({});

    app.post(
      '/sso/blankAccount/login',
      {
        schema: {
          tags,
          summary: "The blank account this session opened (no Transport Department record), the DSL's name",
          body: ownUidBody,
          response: { 200: envelopeOf(blankAccountSessionSchema) },
        },
      },
      async (request) => ok(await blankAccountSession(db, principalOf(request), request.body.uid)),
    );

    app.get(
      '/sso/continueRegister',
      {
        schema: {
          tags,
          summary: "Where the caller's own interrupted registration continues: the step, masked contact",
          querystring: continueRegisterQuerySchema,
          response: { 200: envelopeOf(continueRegisterSchema) },
        },
      },
      async (request) => ok(await continueRegister(db, principalOf(request), request.query.uuid)),
    );

    app.post(
      '/sso/auth-type',
      {
        schema: {
          tags,
          summary:
            'How this session logged in (iAM Smart or DSL, SSO level) and whether ID authentication is due',
          body: ownUidBody,
          response: { 200: envelopeOf(authTypeSchema) },
        },
      },
      async (request) => ok(await authTypeOf(db, principalOf(request), request.body.uid)),
    );
  };
}
