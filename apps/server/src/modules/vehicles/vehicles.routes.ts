import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { catalogueEntrySchema } from '@eticket/domain/params/params.schemas';
import { VEHICLE_CATALOGUES, VEHICLE_CATALOGUE_NAMES } from '@eticket/domain/vehicles/vehicle-catalogues';
import { ok } from '../../http/envelope.ts';

/**
 * The vehicle code tables (colours, classes, types), public and without a token. Their paths are the
 * parameter service's (spec section 7: `rest/param/api/v1/publ/enum/enum-type/{name}`); a fixed path is
 * chosen before the parameter service's `{enumType}`, so these answers come from this area.
 */
export function vehiclesRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    for (const name of VEHICLE_CATALOGUE_NAMES) {
      app.get(
        `/enum/enum-type/${name}`,
        {
          schema: {
            tags: ['vehicles'],
            summary: `The vehicle code table ${name}`,
            response: { 200: envelopeOf(z.array(catalogueEntrySchema)) },
          },
        },
        async () => ok([...VEHICLE_CATALOGUES[name]]),
      );
    }
  };
}
