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
 * The port to the identity providers (architecture section 4). The sandbox adapter stands in for iAM Smart
 * and DSL; a production adapter would call their real endpoints with the same shapes.
 */
export interface IdentityProviders {
  /** The address the browser goes to; the provider sends it back to redirectUri with code and state. */
  authorizeUrl(request: AuthorizeRequest): string;
  /** Back channel: a single-use code for the assertion, or null when unknown, used, expired or mismatched. */
  redeem(
    provider: Provider,
    code: string,
    expected: { state: string; redirectUri: string },
  ): Promise<Assertion | null>;
  status(provider: Provider, state: string): Promise<ProviderStatus>;
}
