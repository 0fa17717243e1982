import type { ProviderLang } from '@eticket/domain/identity/provider-lang';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from './identity.principal.ts';
import { beginAuth, providerStatus, type LoginDeps } from './login.service.ts';
import { sessionOf } from './session.service.ts';
import * as repo from './identity.repository.ts';

/**
 * POST /dsl/signPdf: a DSL user signs a document (a dispute's PDF, by its SHA-256) through the DSL, at
 * the level the session logged in with. Only a session opened by a DSL login, of an account that holds
 * that DSL login, may start it; the answer is the DSL address. The end of the round trip is verified
 * like iAM Smart's (`verifySignature`): only the DSL login linked to this account counts.
 */
export async function startDslSigning(
  deps: LoginDeps,
  principal: Principal,
  input: { redirectUri: string; documentDigest: string; lang: ProviderLang; binding: string },
): Promise<string> {
  const session = await sessionOf(deps.db, principal.sessionId);
  if (session?.authType !== 'DSL' || !(await repo.findIdentityOfUser(deps.db, principal.userId, 'DSL')))
    throw new AppError('SIGN_NEEDS_DSL_LOGIN');
  return beginAuth(deps, {
    provider: 'DSL',
    purpose: 'SIGN',
    redirectUri: input.redirectUri,
    lang: input.lang,
    level: session.ssoLevel ?? 1,
    sessionId: principal.sessionId,
    binding: input.binding,
    documentDigest: input.documentDigest,
  });
}

/** POST /dsl/polling: where this session's DSL signing request stands; another session's state is UNKNOWN. */
export async function dslSigningStatus(deps: LoginDeps, principal: Principal, state: string) {
  const request = await repo.findAuthRequest(deps.db, state);
  if (!request || request.provider !== 'DSL' || request.sessionId !== principal.sessionId)
    return 'UNKNOWN' as const;
  return providerStatus(deps, state);
}
