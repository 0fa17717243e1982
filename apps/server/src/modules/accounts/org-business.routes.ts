import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  businessIdParamsSchema,
  businessInfoBodySchema,
  orgActivatedSchema,
  orgInfoSchema,
  orgOtpCheckBodySchema,
  verifiedCompanySchema,
  verifyCompanyBodySchema,
} from '@eticket/domain/accounts/org.schemas';
import {
  otpChallengeBodySchema,
  otpIntervalSchema,
  otpSentSchema,
} from '@eticket/domain/identity/otp.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/error-handler.ts';
import { authenticate, principalOf } from '../identity/identity.guard.ts';
import { verifyCompany } from './verify-company.service.ts';
import { businessActivate, businessInfo, businessInterval, businessSend } from './org-business.service.ts';

/** Enterprise activation for a named company: `…/activate/org/{info,send,activate,otp/interval}/{businessId}`. */
export function orgBusinessRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['accounts'];
    app.addHook('onRequest', authenticate(db, config));
    const params = businessIdParamsSchema;

    app.post(
      '/activate/org/verifyCompany',
      {
        schema: {
          tags,
          summary: 'Checks a company document before activation: its names, or why it cannot be activated',
          body: verifyCompanyBodySchema,
          response: { 200: envelopeOf(verifiedCompanySchema) },
        },
      },
      async (request) => ok(await verifyCompany(db, principalOf(request), request.body)),
    );
    app.post(
      '/activate/org/info/:businessId',
      {
        schema: {
          tags,
          summary: 'Step 1 for a company the caller administers: where the OTP goes',
          params,
          body: businessInfoBodySchema.optional().default({}),
          response: { 200: envelopeOf(orgInfoSchema) },
        },
      },
      async (request) => ok(await businessInfo(db, principalOf(request), request.params.businessId)),
    );
    app.post(
      '/activate/org/send/:businessId',
      {
        schema: {
          tags,
          summary: "Step 2: sends the OTP to that company's registered contact",
          params,
          body: otpChallengeBodySchema,
          response: { 200: envelopeOf(otpSentSchema) },
        },
      },
      async (request) =>
        ok(
          await businessSend(
            db,
            config,
            principalOf(request),
            request.params.businessId,
            request.body.uuid,
            requestLocale(request),
          ),
        ),
    );
    app.post(
      '/activate/org/activate/:businessId',
      {
        schema: {
          tags,
          summary: 'Step 3: the OTP confirms the caller as that company’s administrator again',
          params,
          body: orgOtpCheckBodySchema,
          response: { 200: envelopeOf(orgActivatedSchema) },
        },
      },
      async (request) =>
        ok(await businessActivate(db, config, principalOf(request), request.params.businessId, request.body)),
    );
    app.post(
      '/activate/org/otp/interval/:businessId',
      {
        schema: {
          tags,
          summary: 'Seconds until another OTP may be sent for that company',
          params,
          body: otpChallengeBodySchema,
          response: { 200: envelopeOf(otpIntervalSchema) },
        },
      },
      async (request) =>
        ok(await businessInterval(db, principalOf(request), request.params.businessId, request.body.uuid)),
    );
  };
}
