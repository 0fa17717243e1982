import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  paramChangeBodySchema,
  paramCodeParamsSchema,
  paramSchema,
} from '@eticket/domain/params/params.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { issuerGuard } from '../tickets/issuer-guard.ts';
import { systemActor } from '../audit/audit.ts';
import { changeParam } from './params.service.ts';

/** Operators change a business parameter (`rest/param/api/v1/internal`), with the operator token. */
export function paramsInternalRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/param/:paramCode',
      {
        // Without an operator token (production, unset) nobody can change one: a random one nobody knows.
        onRequest: issuerGuard(config.operatorToken ?? randomUUID() + randomUUID()),
        schema: {
          tags: ['internal'],
          summary: 'Operators: a business parameter’s new value (of the same type as the present one)',
          params: paramCodeParamsSchema,
          body: paramChangeBodySchema,
          response: { 200: envelopeOf(paramSchema) },
        },
      },
      async (request) =>
        ok(await changeParam(db, request.params.paramCode, request.body, systemActor(request, 'operator'))),
    );
  };
}
