import type { TokenExchange } from '@eticket/domain/identity/login.schemas';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from './identity.principal.ts';
import { finishAuth, type LoginDeps } from './login.service.ts';
import { transportOf } from '../transport/transport.binding.ts';
import * as repo from './identity.repository.ts';

/**
 * The result of a re-authentication or signing round trip (disputes and other acts that need the holder's
 * fresh consent). It only counts when the person who approved is the account holder of this session: for
 * iAM Smart the holder of the account's HKID, for DSL the DSL login linked to the account.
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
  if (assertion.provider === 'DSL') {
    // A DSL account proves no HKID: it must be the DSL login linked to this very portal account.
    const link = await repo.findIdentity(deps.db, 'DSL', assertion.subject);
    if (!link || link.userId !== principal.userId) throw new AppError('AUTH_FAILED');
  } else {
    const person = assertion.idNo ? await transportOf(deps.db).personByIdNo(assertion.idNo) : undefined;
    if (!person || person.id !== principal.tdPersonId) throw new AppError('AUTH_FAILED');
  }
  return {
    verified: true,
    purpose: request.purpose as 'REAUTH' | 'SIGN',
    provider: assertion.provider,
    verifiedAt: now.toISOString(),
    documentDigest: request.documentDigest,
    signature: assertion.signature ?? null,
  };
}
