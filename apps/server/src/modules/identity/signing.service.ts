import type { TokenExchange } from '@eticket/domain/identity/login.schemas';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from './identity.principal.ts';
import type { Provider } from './identity-provider.port.ts';
import type { LoginDeps } from './login.service.ts';
import { verifyReauth } from './reauth.service.ts';

let chosen: LoginDeps | undefined;

/** Called by the identity module when it is built, with the providers its configuration chose. */
export function useSigningProviders(deps: LoginDeps): void {
  chosen = deps;
}

/**
 * For other areas (a dispute): the end of a signing round trip started with POST /iams/re-auth (purpose
 * SIGN, iAM Smart) or POST /dsl/signPdf (a DSL user). Answers the digest that was signed and the provider's signature, only when the account
 * holder of this session approved it in this browser; AUTH_FAILED or AUTH_CANCELLED otherwise.
 */
export async function verifySignature(
  principal: Principal,
  exchange: TokenExchange,
  binding: string | undefined,
): Promise<{ documentDigest: string; signature: string; signedAt: Date; signedWith: Provider }> {
  if (!chosen) throw new AppError('IDENTITY_PROVIDER_UNAVAILABLE');
  const result = await verifyReauth(chosen, principal, exchange, binding);
  if (result.purpose !== 'SIGN' || !result.signature || !result.documentDigest)
    throw new AppError('AUTH_FAILED');
  return {
    documentDigest: result.documentDigest,
    signature: result.signature,
    signedAt: new Date(result.verifiedAt),
    signedWith: result.provider,
  };
}

export { bindingOf } from './browser-binding.ts';
