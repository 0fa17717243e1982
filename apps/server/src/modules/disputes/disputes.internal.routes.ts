import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  disputeOutcomeBodySchema,
  disputeOutcomeResultSchema,
  disputeReferenceParamsSchema,
} from '@eticket/domain/disputes/dispute.schemas';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { issuerGuard } from '../tickets/issuer-guard.ts';
import { systemActor } from '../audit/audit.ts';
import { recordOutcome } from './disputes.service.ts';

/** The police side of disputes (`rest/ticket/api/v1/internal`), authenticated like the issuing API. */
export function disputesInternalRoutes(db: Database, issuerToken: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/disputes/:reference/outcome',
      {
        onRequest: issuerGuard(issuerToken),
        schema: {
          tags: ['internal'],
          summary: 'An investigation’s outcome: UPHELD (payable again by a new last day) or CANCELLED',
          security: [{ issuerToken: [] }],
          params: disputeReferenceParamsSchema,
          body: disputeOutcomeBodySchema,
          response: { 200: envelopeOf(disputeOutcomeResultSchema) },
        },
      },
      async (request) =>
        ok(await recordOutcome(db, request.params.reference, request.body, systemActor(request, 'police'))),
    );
  };
}
