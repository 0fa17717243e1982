import type { FastifyRequest } from 'fastify';
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
export function sendCodeStep(db: Database, config: Config) {
  return async (request: ChallengeRequest) =>
    ok(await sendOwnCode(db, config, principalOf(request).userId, request.body.uuid, requestLocale(request)));
}

export function resendIntervalStep(db: Database) {
  return async (request: ChallengeRequest) =>
    ok(await resendInterval(db, { challengeId: request.body.uuid, userId: principalOf(request).userId }));
}
