import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  otpChallengeBodySchema,
  otpIntervalSchema,
  otpSentSchema,
} from '@eticket/domain/identity/otp.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/error-handler.ts';
import { principalOf } from './identity.principal.ts';
import { resendInterval, sendOwnCode } from './otp.service.ts';

type ChallengeRequest = FastifyRequest<{ Body: { uuid: string } }>;

/**
 * The steps every OTP flow shares once its challenge is open (registration, company activation,
 * re-authentication, unbind), as route handlers: the send of a code, and the seconds until another.
 */
function sendCodeStep(db: Database, config: Config) {
  return async (request: ChallengeRequest) =>
    ok(await sendOwnCode(db, config, principalOf(request).userId, request.body.uuid, requestLocale(request)));
}

function resendIntervalStep(db: Database) {
  return async (request: ChallengeRequest) =>
    ok(await resendInterval(db, { challengeId: request.body.uuid, userId: principalOf(request).userId }));
}

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The routes of those shared steps, declared where each flow wants them: `send` of a code (the challenge's
 * uuid in, when it went out) and `interval`, the seconds until another may be sent.
 */
export function otpStepRoutes(app: RouteApp, db: Database, config: Config, tags: string[]) {
  return {
    send(url: string, summary: string) {
      app.post(
        url,
        {
          schema: {
            tags,
            summary,
            body: otpChallengeBodySchema,
            response: { 200: envelopeOf(otpSentSchema) },
          },
        },
        sendCodeStep(db, config),
      );
    },
    interval(url: string) {
      app.post(
        url,
        {
          schema: {
            tags,
            summary: 'Seconds until another OTP may be sent',
            body: otpChallengeBodySchema,
            response: { 200: envelopeOf(otpIntervalSchema) },
          },
        },
        resendIntervalStep(db),
      );
    },
  };
}
