import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { companyEidBodySchema, companyEidSchema } from '@eticket/domain/accounts/eid.schemas';
import { ok } from '../../http/envelope.ts';

/**
 * POST /users/account/company/eid, the one account route without a session (spec section 7, "no token").
 * It reads nothing: a company has no e-ID of its own, so the answer cannot depend on the body, and a
 * caller cannot use it to learn whether a company exists or uses the portal.
 */
export function companyEidRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/users/account/company/eid',
      {
        schema: {
          tags: ['accounts'],
          summary: 'getCompanyEidBinding: a company is reached through its administrator’s own e-ID',
          body: companyEidBodySchema,
          response: { 200: envelopeOf(companyEidSchema) },
        },
      },
      async () => ok({ eidBound: 'N' as const, via: 'ADMINISTRATOR' as const }),
    );
  };
}
