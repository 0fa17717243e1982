import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { lookupRefusals } from '../../observability/metrics.ts';

/** Why a look-up was refused, kept between the route's onError and onResponse hooks. */
const causes = new WeakMap<FastifyRequest, 'captcha' | 'not_found'>();

function causeOf(error: FastifyError | Error): 'captcha' | 'not_found' | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.errorName === 'TICKET_NOT_FOUND') return 'not_found';
  if (error.errorName === 'VALIDATION_FAILED' && error.fields?.some((f) => f.field === 'body.captcha'))
    return 'captcha';
  return undefined;
}

/**
 * Route hooks that count the look-up's refusals by cause: rate_limit (the route's per-client limit or the
 * per-notice cap, both 429), captcha (missing or wrong), not_found (no ticket for that pair).
 */
export const lookupRefusalHooks = {
  async onError(request: FastifyRequest, _reply: FastifyReply, error: FastifyError) {
    const cause = causeOf(error);
    if (cause) causes.set(request, cause);
  },
  async onResponse(request: FastifyRequest, reply: FastifyReply) {
    const cause = reply.statusCode === 429 ? 'rate_limit' : causes.get(request);
    if (cause) lookupRefusals().inc({ cause });
  },
};
