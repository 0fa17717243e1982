import { AppError } from '../../http/app-error.ts';
import type { ProviderLang } from '@eticket/domain/identity/provider-lang';

export type Provider = 'IAMSMART' | 'DSL';
export type AuthPurpose = 'LOGIN' | 'REAUTH' | 'SIGN' | 'REGISTER';
export type ProviderStatus = 'PENDING' | 'APPROVED' | 'CANCELLED' | 'TIMEOUT' | 'UNKNOWN';

export interface AuthorizeRequest {
  provider: Provider;
  purpose: AuthPurpose;
  state: string;
  redirectUri: string;
  lang: ProviderLang;
  level?: number | undefined;
  documentDigest?: string | undefined;
}

/** What the portal knows of the round trip a code ends: the assertion must match it. */
export interface RedeemExpectation {
  state: string;
  redirectUri: string;
  /** SIGN: the provider's signature is fetched, and must be over this digest. */
  purpose?: AuthPurpose | undefined;
  documentDigest?: string | null | undefined;
}

/** What a provider vouches for once a code is redeemed. */
export interface Assertion {
  provider: Provider;
  /** Stable per person and provider: the key of the identities table. */
  subject: string;
  /** iAM Smart: the HKID the holder consented to share. */
  idNo?: string;
  /** DSL: the account's name, shown for an account with no identity record yet. */
  displayName?: string;
  /** DSL: the account level, 1 to 4. */
  level?: number;
  /** SIGN: the provider's signature over the document digest. */
  signature?: string;
}

/**
 * The port to the identity providers (architecture section 4). The OpenID Connect adapter
 * (oidc-identity.adapter.ts, ADR 0059) speaks to iAM Smart and DSL over HTTP; the sandbox's stands in for
 * them in demo mode. A provider that cannot be reached makes a call fail with IDENTITY_PROVIDER_UNAVAILABLE
 * (an AppError); a refusal (a code unknown, used, expired or mismatched, a token that does not verify) is
 * null.
 */
export interface IdentityProviders {
  /** The address the browser goes to; the provider sends it back to redirectUri with code and state. */
  authorizeUrl(request: AuthorizeRequest): Promise<string>;
  /** Back channel: a single-use code for the assertion, or null when unknown, used, expired or mismatched. */
  redeem(provider: Provider, code: string, expected: RedeemExpectation): Promise<Assertion | null>;
  status(provider: Provider, state: string): Promise<ProviderStatus>;
}

/**
 * One port from an adapter per provider (each configured on its own, ADR 0059); a provider with none
 * answers IDENTITY_PROVIDER_UNAVAILABLE.
 */
export function identityProvidersByProvider(
  adapters: Record<Provider, IdentityProviders | null>,
): IdentityProviders {
  const of = (provider: Provider) => {
    const adapter = adapters[provider];
    if (!adapter) throw new AppError('IDENTITY_PROVIDER_UNAVAILABLE');
    return adapter;
  };
  return {
    authorizeUrl: async (request) => of(request.provider).authorizeUrl(request),
    redeem: async (provider, code, expected) => of(provider).redeem(provider, code, expected),
    status: async (provider, state) => of(provider).status(provider, state),
  };
}
