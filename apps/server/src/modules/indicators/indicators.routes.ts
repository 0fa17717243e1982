import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { serviceIndicatorsSchema } from '@eticket/domain/indicators/service-indicators.schemas';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { serviceIndicators } from './indicators.service.ts';

/** The service indicators, public and without a token, beside the other published content. */
export function indicatorsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rest/content/api/v1/publ/service-indicators',
      {
        schema: {
          tags: ['content'],
          summary:
            "The portal's service indicators from its own records: e-tickets handed to the gateways within 10 s (24 h), online payments that succeeded (1 h), median days to a dispute's outcome (30 days), the look-up's availability (30 days). Numbers only; counted at most five minutes ago.",
          response: { 200: envelopeOf(serviceIndicatorsSchema) },
        },
      },
      async () => ok(await serviceIndicators(db)),
    );
  };
}
