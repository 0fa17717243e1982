import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { quickLoginBodySchema, sessionTokensSchema } from '@eticket/domain/identity/login.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/app-error.ts';
import { transportOf } from '../transport/transport.binding.ts';
import { accountOfPerson } from './account-link.service.ts';
import { startSession } from './session.service.ts';
import { tokensResponse } from './tokens.response.ts';

/**
 * The quick test login of the spec, for demos and tests: a demo person's identity number is enough.
 * It is registered in demo mode only, so in production the address does not exist (404).
 */
export function quickLoginRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login/token-tmp',
      {
        schema: {
          tags: ['identity'],
          summary: 'Demo mode only: log in as a demo person by identity number',
          body: quickLoginBodySchema,
          response: { 200: envelopeOf(sessionTokensSchema) },
        },
      },
      async (request) => {
        const person = await transportOf(db).personByIdNo(request.body.idNo.toUpperCase());
        if (!person) throw new AppError('NO_IDENTITY_RECORD');
        const user = await accountOfPerson(db, person.id);
        return ok(
          tokensResponse(await startSession(db, config, { user, authType: 'TEST', ssoLevel: null }), config),
        );
      },
    );
  };
}
