import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  enumListSchema,
  enumTypeParamsSchema,
  paramCodeParamsSchema,
  paramSchema,
  roleListSchema,
} from '@eticket/domain/params/params.schemas';
import { ok } from '../../http/envelope.ts';
import type { Database } from '../../db/database.ts';
import { getParam, listEnumType, listRolePermissions } from './params.service.ts';

/** Parameter service, public and without a token (spec section 7): `rest/param/api/v1/publ`. */
export function paramsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/enum/enum-type/:enumType',
      {
        schema: {
          tags: ['params'],
          summary:
            'A code table: offences, payment methods, statuses, roles… (the vehicle tables: see vehicles)',
          params: enumTypeParamsSchema,
          response: { 200: envelopeOf(enumListSchema) },
        },
      },
      async (request) => ok(await listEnumType(db, request.params.enumType)),
    );
    app.get(
      '/param/:paramCode',
      {
        schema: {
          tags: ['params'],
          summary: 'A business parameter such as OTP_VALIDITY_SECONDS',
          params: paramCodeParamsSchema,
          response: { 200: envelopeOf(paramSchema) },
        },
      },
      async (request) => ok(await getParam(db, request.params.paramCode)),
    );
    app.get(
      '/role/management/lists',
      {
        schema: {
          tags: ['params'],
          summary: 'Each role type with its permission flags',
          response: { 200: envelopeOf(roleListSchema) },
        },
      },
      async () => ok(await listRolePermissions(db)),
    );
  };
}
