import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  orgActivateBodySchema,
  orgActivatedSchema,
  orgInfoBodySchema,
  orgInfoSchema,
  orgOtpCheckBodySchema,
  orgOtpCheckSchema,
} from '@eticket/domain/accounts/org.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { authenticate, principalOf } from '../identity/identity.guard.ts';
import { activateOrg, checkOrgOtp, orgInfo } from './org-activation.service.ts';
import { otpStepRoutes } from '../identity/otp.steps.ts';

/** Enterprise activation (spec section 7): `rest/users/api/v1/publ/activate/org/…`. */
export function orgActivationRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['accounts'];
    app.addHook('onRequest', authenticate(db, config));
    const otp = otpStepRoutes(app, db, config, tags);

    app.post(
      '/activate/org/info',
      {
        schema: {
          tags,
          summary: 'Step 1: the company by document (or orgId to re-authenticate); where the OTP goes',
          body: orgInfoBodySchema,
          response: { 200: envelopeOf(orgInfoSchema) },
        },
      },
      async (request) => ok(await orgInfo(db, principalOf(request), request.body)),
    );
    otp.send('/activate/org/send', "Step 2: sends the OTP to the company's registered contact");
    app.post(
      '/activate/org/activate',
      {
        schema: {
          tags,
          summary: 'Step 3: the OTP makes the caller the company administrator (confirm to replace one)',
          body: orgActivateBodySchema,
          response: { 200: envelopeOf(orgActivatedSchema) },
        },
      },
      async (request) => ok(await activateOrg(db, config, principalOf(request), request.body)),
    );
    otp.interval('/activate/org/otp/interval');
    app.post(
      '/activate/org/otp/check',
      {
        schema: {
          tags,
          summary: "An administrator's re-authentication by OTP: authStatus becomes Y",
          body: orgOtpCheckBodySchema,
          response: { 200: envelopeOf(orgOtpCheckSchema) },
        },
      },
      async (request) => ok(await checkOrgOtp(db, config, principalOf(request), request.body)),
    );
  };
}
