import type { TokenExchange } from '@eticket/domain/identity/login.schemas';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from './identity.principal.ts';
import { finishAuth, type LoginDeps } from './login.service.ts';
import { transportOf } from '../transport/transport.binding.ts';

/**
 * The result of a re-authentication or signing round trip (disputes and other acts that need the holder's
 * fresh consent). It only counts when the person who approved is the account holder of this session.
 */
export async function verifyReauth(
  deps: LoginDeps,
  principal: Principal,
  exchange: TokenExchange,
  binding: string | undefined,
  now = new Date(),
) {
  const { request, assertion } = await finishAuth(deps, exchange, binding, {
    purposes: ['REAUTH', 'SIGN'],
    sessionId: principal.sessionId,
  });
  const person = assertion.idNo ? await transportOf(deps.db).personByIdNo(assertion.idNo) : undefined;
  if (!person || person.id !== principal.tdPersonId) throw new AppError('AUTH_FAILED');
  return {
    verified: true,
    purpose: request.purpose as 'REAUTH' | 'SIGN',
    verifiedAt: now.toISOString(),
    documentDigest: request.documentDigest,
    signature: assertion.signature ?? null,
  };
}
