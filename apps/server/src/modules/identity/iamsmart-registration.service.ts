import type { ProviderLang } from '@eticket/domain/identity/provider-lang';
import type { TokenExchange } from '@eticket/domain/identity/login.schemas';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from './identity.principal.ts';
import { beginAuth, finishAuth, type LoginDeps } from './login.service.ts';
import { registerWithIamSmart } from './registration.service.ts';

/**
 * ID authentication of a blank account through iAM Smart (the alternative to the OTP): the round trip is
 * bound to the caller's session and browser, and the HKID the holder shares links the account to its
 * Transport Department record. Used by `/iams/re-auth` + `/iams/register` and `/sso/iamSmart/*` alike.
 */

/** Refused before any round trip: an account with a record has nothing to register. */
function assertBlank(principal: Principal) {
  if (principal.tdPersonId !== null) throw new AppError('ACCOUNT_ALREADY_VERIFIED');
}

export async function startIamSmartRegistration(
  deps: LoginDeps,
  principal: Principal,
  input: { redirectUri: string; lang: ProviderLang; binding: string },
) {
  assertBlank(principal);
  return beginAuth(deps, {
    provider: 'IAMSMART',
    purpose: 'REGISTER',
    redirectUri: input.redirectUri,
    lang: input.lang,
    level: 2,
    sessionId: principal.sessionId,
    binding: input.binding,
  });
}

/** Code and state of the caller's own REGISTER round trip for the link and a new session. */
export async function finishIamSmartRegistration(
  deps: LoginDeps,
  principal: Principal,
  exchange: TokenExchange & { confirmReplace: boolean },
  binding: string | undefined,
) {
  assertBlank(principal);
  const { assertion } = await finishAuth(deps, exchange, binding, {
    purposes: ['REGISTER'],
    sessionId: principal.sessionId,
  });
  return registerWithIamSmart(deps.db, deps.config, principal, assertion, exchange.confirmReplace);
}
