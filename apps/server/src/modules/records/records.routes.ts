import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { dopSchema } from '@eticket/domain/records/dop.schemas';
import {
  authorisationCodeQuerySchema,
  authorisationCodeSchemaOut,
  authorisationRequestParamsSchema,
  authorisationRequestSchema,
  certificateVerdictSchema,
  certificateVerifyBodySchema,
  tcrApplicationSchema,
  tcrApplyBodySchema,
  tcrCompanyAddBodySchema,
  tcrEligibilitySchema,
  tcrIdBodySchema,
  tcrIdParamsSchema,
  tcrListQuerySchema,
  tcrListSchema,
  tcrPayInfoSchema,
  tcrProfileSchema,
  tcrPayBodySchema,
  tcrVerifyCodeBodySchema,
  type TcrKind,
} from '@eticket/domain/records/tcr.schemas';
import {
  tcrShareBodySchema,
  tcrShareListSchema,
  tcrShareMadeSchema,
  tcrShareRedeemBodySchema,
  tcrShareRevokeBodySchema,
  tcrShareSchema,
  tcrSharedCertificateSchema,
} from '@eticket/domain/records/tcr-share.schemas';
import type { Config } from '../../config.ts';
import { isMobileUserAgent } from '@eticket/domain/payments/channel-method';
import { paymentOrderSchema } from '@eticket/domain/payments/payment.schemas';
import type { PaymentDeps } from '../payments/payment-deps.ts';
import { startFeeOrder } from '../payments/pay.service.ts';
import { TCR_FEE } from './tcr-fee.payable.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf } from '../audit/audit.ts';
import { sendPdf } from '../../http/send-file.ts';
import { authenticate, principalOf, requirePermission } from '../identity/identity.guard.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { companyApplicant, personalApplicant, type RecordsDeps } from './records.deps.ts';
import { pointsOf } from './points.service.ts';
import {
  applicationOf,
  applicationView,
  applyForOwnRecord,
  certificateOf,
  checkEligibility,
  listApplications,
  feeToPay,
  payInfoOf,
  tcrProfile,
  verifyCertificate,
} from './tcr.service.ts';
import {
  authorisationCode,
  authorisationRequest,
  companyApplies,
  verifyAuthorisationCode,
} from './tcr-company.service.ts';
import { listShares, makeShareCode, redeemShareCode, revokeShare } from './tcr-share.service.ts';

/** The applicant box of the acting role for the kind of application a route serves. */
const boxFor = (p: Principal, kind: TcrKind) =>
  kind === 'PERSONAL' ? personalApplicant(p) : companyApplicant(p);

function perClient(config: Config, max: number): FastifyContextConfig {
  return config.tickets.benchDisableGuards
    ? { rateLimit: false }
    : { rateLimit: { max, timeWindow: '1 minute' } };
}

/**
 * Traffic conviction records and driving-offence points under the users service (spec section 7, "Ticket
 * and TCR records"): a person's own applications (`tcr` flag, personal role), a company's applications for
 * its drivers (`tcr` flag, company administrator), the driver's authorisation, the certificate and the
 * points (`dop` flag). The certificate check is public.
 */
export function recordsRoutes(deps: RecordsDeps, payments: PaymentDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, config } = deps;
    const auth = authenticate(db, config);
    const tcr = [auth, requirePermission('tcr')];
    const tags = ['records'];

    // Personal applications.
    app.get(
      '/tcrRecords/tcrRecordList',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'A page of the person’s own TCR applications, newest first',
          querystring: tcrListQuerySchema,
          response: { 200: envelopeOf(tcrListSchema) },
        },
      },
      async (request) =>
        ok(await listApplications(db, personalApplicant(principalOf(request)), 'PERSONAL', request.query)),
    );
    app.post(
      '/tcrRecords/details/:id',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'One own TCR application',
          params: tcrIdParamsSchema,
          response: { 200: envelopeOf(tcrApplicationSchema) },
        },
      },
      async (request) => {
        const box = personalApplicant(principalOf(request));
        return ok(await applicationView(db, await applicationOf(db, box, request.params.id, 'PERSONAL')));
      },
    );
    app.post(
      '/users/tcr/profile/user',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'The particulars the certificate will carry (masked)',
          response: { 200: envelopeOf(tcrProfileSchema) },
        },
      },
      async (request) => ok(await tcrProfile(deps, principalOf(request))),
    );
    app.post(
      '/tcrRecords/verify',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'May the person apply now (no overdue ticket, a licence on record)',
          response: { 200: envelopeOf(tcrEligibilitySchema) },
        },
      },
      async (request) => ok(await checkEligibility(deps, principalOf(request))),
    );
    app.post(
      '/tcrRecords',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'Apply for one’s own TCR (then pay the fee)',
          body: tcrApplyBodySchema,
          response: { 200: envelopeOf(tcrApplicationSchema) },
        },
      },
      async (request) => ok(await applyForOwnRecord(deps, principalOf(request), request.body)),
    );
    app.post(
      '/tcrRecords/detail/payInfo',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'The fee of an own application',
          body: tcrIdBodySchema,
          response: { 200: envelopeOf(tcrPayInfoSchema) },
        },
      },
      async (request) =>
        ok(await payInfoOf(db, personalApplicant(principalOf(request)), request.body.id, 'PERSONAL')),
    );
    app.get(
      '/tcrRecords/certificate/:id',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'The certificate PDF of an own completed application',
          params: tcrIdParamsSchema,
        },
      },
      async (request, reply) => {
        const { fileName, pdf } = await certificateOf(
          deps,
          personalApplicant(principalOf(request)),
          request.params.id,
          'PERSONAL',
        );
        return sendPdf(reply, fileName, pdf);
      },
    );

    // Share codes: the holder lets an employer read a completed certificate once (ADR 0063).
    app.post(
      '/tcrRecords/share',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'Make a single-use share code for an own completed certificate (the code is shown once)',
          body: tcrShareBodySchema,
          response: { 200: envelopeOf(tcrShareMadeSchema) },
        },
      },
      async (request) => ok(await makeShareCode(deps, principalOf(request), request.body)),
    );
    app.get(
      '/tcrRecords/share/list',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'The person’s share codes, newest first, with their status (never the codes)',
          response: { 200: envelopeOf(tcrShareListSchema) },
        },
      },
      async (request) => ok(await listShares(deps, principalOf(request))),
    );
    app.post(
      '/tcrRecords/share/revoke',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'Withdraw an own share code that has not been used',
          body: tcrShareRevokeBodySchema,
          response: { 200: envelopeOf(tcrShareSchema) },
        },
      },
      async (request) => ok(await revokeShare(deps, principalOf(request), request.body.shareId)),
    );

    // Company (non-individual) applications.
    app.get(
      '/tcrRecords/nonIndividual/tcrRecordList',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'A page of the company’s TCR applications for its drivers, newest first',
          querystring: tcrListQuerySchema,
          response: { 200: envelopeOf(tcrListSchema) },
        },
      },
      async (request) =>
        ok(await listApplications(db, companyApplicant(principalOf(request)), 'COMPANY', request.query)),
    );
    app.post(
      '/tcrRecords/nonIndividual/detail',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'One company application',
          body: tcrIdBodySchema,
          response: { 200: envelopeOf(tcrApplicationSchema) },
        },
      },
      async (request) => {
        const box = companyApplicant(principalOf(request));
        return ok(await applicationView(db, await applicationOf(db, box, request.body.id, 'COMPANY')));
      },
    );
    app.post(
      '/tcrRecords/nonIndividual/detail/payInfo',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'The fee of a company application',
          body: tcrIdBodySchema,
          response: { 200: envelopeOf(tcrPayInfoSchema) },
        },
      },
      async (request) =>
        ok(await payInfoOf(db, companyApplicant(principalOf(request)), request.body.id, 'COMPANY')),
    );
    app.post(
      '/tcrRecords/nonIndividual/verify',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'The company enters the driver’s authorization code',
          body: tcrVerifyCodeBodySchema,
          response: { 200: envelopeOf(tcrApplicationSchema) },
        },
      },
      async (request) =>
        ok(await verifyAuthorisationCode(deps, principalOf(request), request.body.id, request.body.code)),
    );
    app.post(
      '/tcrRecords/nonIndividual/add',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'The company applies for a driver’s TCR',
          body: tcrCompanyAddBodySchema,
          response: { 200: envelopeOf(tcrApplicationSchema) },
        },
      },
      async (request) => ok(await companyApplies(deps, principalOf(request), request.body)),
    );
    app.get(
      '/tcrRecords/nonIndividual/certificate/:id',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'The certificate PDF of a completed company application',
          params: tcrIdParamsSchema,
        },
      },
      async (request, reply) => {
        const { fileName, pdf } = await certificateOf(
          deps,
          boxFor(principalOf(request), 'COMPANY'),
          request.params.id,
          'COMPANY',
        );
        return sendPdf(reply, fileName, pdf);
      },
    );

    // The driver's side of a company application.
    app.get(
      '/tcrRecords/nonIndividual/authorization/:msgId/:businessId',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'The company’s request, as the driver opens it from the message',
          params: authorisationRequestParamsSchema,
          response: { 200: envelopeOf(authorisationRequestSchema) },
        },
      },
      async (request) =>
        ok(
          await authorisationRequest(
            deps,
            principalOf(request),
            request.params.msgId,
            request.params.businessId,
          ),
        ),
    );
    app.get(
      '/users/getAuthorizationCode',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'The driver authorises a company application: a code to give the company',
          querystring: authorisationCodeQuerySchema,
          response: { 200: envelopeOf(authorisationCodeSchemaOut) },
        },
      },
      async (request) => ok(await authorisationCode(deps, principalOf(request), request.query.businessId)),
    );

    // The fee, through the payment gateway (the payments module's fee orders, ADR 0031).
    app.post(
      '/pay/penalty',
      {
        onRequest: tcr,
        schema: {
          tags,
          summary: 'Start paying the certificate fee of an application; answers the gateway address',
          body: tcrPayBodySchema,
          response: { 200: envelopeOf(paymentOrderSchema) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const { id, ...pay } = request.body;
        const box = p.agentRole === 'USER_PERSONAL' ? personalApplicant(p) : companyApplicant(p);
        const fee = await feeToPay(db, box, id);
        return ok(
          await startFeeOrder(payments, {
            ...pay,
            feeKind: TCR_FEE,
            feeRef: fee.ref,
            payer: p.userId,
            mobile: isMobileUserAgent(request.headers['user-agent']),
          }),
        );
      },
    );

    // Points.
    app.get(
      '/users/get/dop',
      {
        onRequest: [auth, requirePermission('dop')],
        schema: {
          tags,
          summary: 'The logged-in driver’s driving-offence points',
          response: { 200: envelopeOf(dopSchema) },
        },
      },
      async (request) => ok(await pointsOf(db, principalOf(request))),
    );

    // Anyone shown a certificate.
    app.post(
      '/tcrRecords/certificate/verify',
      {
        config: perClient(config, config.tickets.lookupRatePerMinute),
        schema: {
          tags,
          summary: 'Is this certificate genuine and unaltered? (the token of its QR code)',
          body: certificateVerifyBodySchema,
          response: { 200: envelopeOf(certificateVerdictSchema) },
        },
      },
      async (request) => ok(await verifyCertificate(deps, request.body.token)),
    );
    app.post(
      '/tcrRecords/share/redeem',
      {
        config: perClient(config, config.tickets.lookupRatePerMinute),
        schema: {
          tags,
          summary: 'An employer reads the certificate a share code was made for, once',
          body: tcrShareRedeemBodySchema,
          response: { 200: envelopeOf(tcrSharedCertificateSchema) },
        },
      },
      async (request) => ok(await redeemShareCode(deps, request.body.shareCode, auditActorOf(request))),
    );
  };
}
