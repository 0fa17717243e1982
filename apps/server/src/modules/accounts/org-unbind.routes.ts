import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { orgOtpCheckSchema } from '@eticket/domain/accounts/org.schemas';
import {
  orgOtpPageSchema,
  orgOtpTargetBodySchema,
  orgOtpTargetSchema,
  reEcmInfoBodySchema,
  unbindInfoBodySchema,
  unboundSchema,
  unbindValidBodySchema,
} from '@eticket/domain/accounts/org-unbind.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { authenticate, principalOf } from '../identity/identity.guard.ts';
import { checkOrgOtp } from './org-activation.service.ts';
import { otpStepRoutes } from '../identity/otp.steps.ts';
import { orgOtpPage, reEcmInfo, unbindInfo, unbindWithOtp } from './org-unbind.service.ts';
import { auditActorOf } from '../audit/audit.ts';

/**
 * Removing an enterprise account (UnbindOtp) and re-checking a company's electronic contact means
 * (ReAuthOrg), each confirmed by an OTP to the company's contact: `rest/users/api/v1/publ/activate/org/…`.
 * Only the administrator who holds the role may do either.
 */
export function orgUnbindRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['accounts'];
    app.addHook('onRequest', authenticate(db, config));
    const otp = otpStepRoutes(app, db, config, tags);
    const send = "Sends the OTP to the company's registered contact (not before the resend interval)";

    app.post(
      '/activate/org/unBindOrg/info',
      {
        schema: {
          tags,
          summary: 'unBindOrgOtpInfo: one of your own administrator roles; where the OTP goes',
          body: unbindInfoBodySchema,
          response: { 200: envelopeOf(orgOtpTargetSchema) },
        },
      },
      async (request) => ok(await unbindInfo(db, principalOf(request), request.body)),
    );
    app.post(
      '/activate/org/otp/target',
      {
        schema: {
          tags,
          summary:
            'UnbindOtp and ReAuthOrg: what the page shows, from the challenge uuid its address carries (its own user only)',
          body: orgOtpTargetBodySchema,
          response: { 200: envelopeOf(orgOtpPageSchema) },
        },
      },
      async (request) => ok(await orgOtpPage(db, principalOf(request), request.body.uuid)),
    );
    otp.send('/activate/org/unBindOrg', send);
    app.post(
      '/activate/org/unBindOrg-valid',
      {
        schema: {
          tags,
          summary: 'The OTP removes the enterprise account (the administrator role ends)',
          body: unbindValidBodySchema,
          response: { 200: envelopeOf(unboundSchema) },
        },
      },
      async (request) =>
        ok(await unbindWithOtp(db, config, principalOf(request), request.body, auditActorOf(request))),
    );

    app.post(
      '/activate/org/otpSend/re-ecm/info',
      {
        schema: {
          tags,
          summary: "Re-check of the company's contact by its administrator; where the OTP goes",
          body: reEcmInfoBodySchema,
          response: { 200: envelopeOf(orgOtpTargetSchema) },
        },
      },
      async (request) => ok(await reEcmInfo(db, principalOf(request), request.body.orgId)),
    );
    otp.send('/activate/org/otpSend/re-ecm', send);
    app.post(
      '/activate/org/otpSend/re-ecm/valid',
      {
        schema: {
          tags,
          summary: 'The OTP confirms the contact: the administrator is authenticated again (authStatus Y)',
          body: unbindValidBodySchema,
          response: { 200: envelopeOf(orgOtpCheckSchema) },
        },
      },
      async (request) => ok(await checkOrgOtp(db, config, principalOf(request), request.body)),
    );
  };
}
