import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { sessionTokensSchema } from '@eticket/domain/identity/login.schemas';
import {
  otpTargetSchema,
  otpValidateBodySchema,
  validInfoBodySchema,
} from '@eticket/domain/identity/otp.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { authenticate, principalOf } from './identity.guard.ts';
import { validateAndRegister, validInfo } from './registration.service.ts';
import { otpStepRoutes } from './otp.steps.ts';
import { tokensResponse } from './tokens.response.ts';

/** Registration of a blank account (spec section 4): activation, OTP, success. Users service. */
export function registrationRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['identity'];
    app.addHook('onRequest', authenticate(db, config));
    const otp = otpStepRoutes(app, db, config, tags);

    app.post(
      '/sso/valid-info',
      {
        schema: {
          tags,
          summary: 'Step 1: the identity document, found at the Transport Department; where the OTP will go',
          body: validInfoBodySchema,
          response: { 200: envelopeOf(otpTargetSchema) },
        },
      },
      async (request) => ok(await validInfo(db, principalOf(request), request.body)),
    );

    otp.send(
      '/sso/otp-send',
      'Step 2: sends a 6-digit OTP to the registered contact (not before the resend interval)',
    );

    app.post(
      '/sso/otp-validate/register',
      {
        schema: {
          tags,
          summary: 'Step 3: the OTP links the account to the record; answers a new session',
          body: otpValidateBodySchema,
          response: { 200: envelopeOf(sessionTokensSchema) },
        },
      },
      async (request) =>
        ok(tokensResponse(await validateAndRegister(db, config, principalOf(request), request.body), config)),
    );

    otp.interval('/sso/otp/interval');
  };
}
