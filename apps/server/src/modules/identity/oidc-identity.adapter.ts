import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  idpSignatureResponseSchema,
  idpStatusResponseSchema,
  idTokenClaimsSchema,
} from '@eticket/domain/identity/oidc.schemas';
import type { OidcProviderConfig } from '../../config.identity.ts';
import { AppError } from '../../http/app-error.ts';
import type { Assertion, IdentityProviders, Provider, ProviderStatus } from './identity-provider.port.ts';

/** A provider that does not answer in time, or answers with trouble of its own: the user tries again later. */
function unavailable(): AppError {
  return new AppError('IDENTITY_PROVIDER_UNAVAILABLE');
}

/**
 * Failures that say the provider cannot be reached or is in trouble (a network error, a time-out, a 5xx, an
 * answer that is not OAuth at all), as against a refusal: a code unknown or used, a verifier or state that
 * does not match, an ID token whose signature, issuer, audience, expiry or nonce does not verify.
 */
function isOutage(error: unknown): boolean {
  if (error instanceof oidc.ResponseBodyError) return error.status >= 500;
  if (error instanceof oidc.ClientError) {
    return (
      error.code === undefined ||
      error.code === 'OAUTH_TIMEOUT' ||
      error.code === 'OAUTH_ABORT' ||
      error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
      error.code === 'OAUTH_RESPONSE_IS_NOT_JSON'
    );
  }
  // fetch's own failures (refused connection, reset, DNS) are TypeErrors.
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');
}

export interface OidcAdapterOptions {
  timeoutMs: number;
  /** The key the PKCE verifier and nonce of a round trip are derived from (never sent anywhere). */
  pkceKey: () => Promise<Uint8Array>;
}

/**
 * One identity provider over OpenID Connect with openid-client (ADR 0059, docs/contracts/identity-providers.md):
 * discovery, the authorisation code flow with PKCE (S256), state and nonce, the code redeemed at the token
 * endpoint with the client secret, and the ID token verified against the provider's published keys (issuer,
 * audience, expiry, nonce: openid-client's checks). The PKCE verifier and the nonce are an HMAC of the
 * round trip's state under a server key: the portal already keeps the state, single-use and bound to the
 * browser, so nothing more is stored, and neither can be computed by anyone who sees the state.
 */
export function oidcIdentityProvider(
  provider: Provider,
  settings: OidcProviderConfig,
  options: OidcAdapterOptions,
): IdentityProviders {
  const seconds = Math.max(1, Math.ceil(options.timeoutMs / 1000));
  const insecure = settings.issuer.startsWith('http:');
  let discovered: Promise<oidc.Configuration> | undefined;

  async function discover(): Promise<oidc.Configuration> {
    const found = await oidc.discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      oidc.ClientSecretBasic(settings.clientSecret),
      { timeout: seconds, ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}) },
    );
    // The provider's signing algorithm, as it publishes it (RS256 when it offers it, as OIDC's default).
    const algs = found.serverMetadata().id_token_signing_alg_values_supported ?? ['RS256'];
    const alg = algs.includes('RS256') ? 'RS256' : algs[0];
    const configuration = new oidc.Configuration(
      found.serverMetadata(),
      settings.clientId,
      { id_token_signed_response_alg: alg },
      oidc.ClientSecretBasic(settings.clientSecret),
    );
    configuration.timeout = seconds;
    if (insecure) oidc.allowInsecureRequests(configuration);
    // openid-client trusts TLS alone for an ID token from the token endpoint (OIDC Core 3.1.3.7); the
    // portal verifies its signature against the provider's JWKS as well, so a token it keeps is provably
    // the provider's.
    oidc.enableNonRepudiationChecks(configuration);
    return configuration;
  }

  /** The provider's configuration, discovered once; a failed discovery is tried again on the next call. */
  async function configuration(): Promise<oidc.Configuration> {
    if (!discovered) {
      discovered = discover();
      discovered.catch(() => (discovered = undefined));
    }
    try {
      return await discovered;
    } catch {
      throw unavailable();
    }
  }

  async function derived(purpose: 'pkce' | 'nonce', state: string): Promise<string> {
    return createHmac('sha256', await options.pkceKey())
      .update(`${provider}:${purpose}:${state}`)
      .digest('base64url');
  }

  const returnUrl = (path: string) => new URL(`${settings.redirectBaseUrl}${path}`);

  /** An endpoint of the provider's own, beyond OpenID Connect's, from its discovery document. */
  function endpoint(config: oidc.Configuration, name: 'status_endpoint' | 'signature_endpoint'): string {
    const value = config.serverMetadata()[name];
    return typeof value === 'string' ? value : `${config.serverMetadata().issuer}/${name.split('_')[0]}`;
  }

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      if (response.status >= 500) throw unavailable();
      return response;
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unavailable();
    }
  }

  async function signatureOf(
    config: oidc.Configuration,
    accessToken: string,
    digest: string | null | undefined,
  ) {
    const response = await call(endpoint(config, 'signature_endpoint'), {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (!response.ok) return null;
    const parsed = idpSignatureResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success || !digest || parsed.data.document_digest !== digest) return null;
    return parsed.data.signature;
  }

  return {
    async authorizeUrl(request) {
      const config = await configuration();
      const verifier = await derived('pkce', request.state);
      const parameters: Record<string, string> = {
        redirect_uri: returnUrl(request.redirectUri).href,
        scope: 'openid',
        state: request.state,
        nonce: await derived('nonce', request.state),
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        purpose: request.purpose,
        lang: request.lang,
      };
      if (request.level !== undefined) parameters['level'] = String(request.level);
      if (request.documentDigest) parameters['document_digest'] = request.documentDigest;
      return oidc.buildAuthorizationUrl(config, parameters).href;
    },

    async redeem(asked, code, expected) {
      if (asked !== provider) return null;
      const config = await configuration();
      const callback = returnUrl(expected.redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', expected.state);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: await derived('pkce', expected.state),
          expectedState: expected.state,
          expectedNonce: await derived('nonce', expected.state),
          idTokenExpected: true,
        });
      } catch (error) {
        if (isOutage(error)) throw unavailable();
        return null;
      }
      const claims = idTokenClaimsSchema.safeParse(tokens.claims());
      if (!claims.success) return null;
      const { sub, hkid, name, dsl_level: level } = claims.data;
      let assertion: Assertion;
      if (provider === 'IAMSMART') {
        if (!hkid) return null;
        assertion = { provider, subject: sub, idNo: hkid };
      } else {
        if (!name || level === undefined) return null;
        assertion = { provider, subject: sub, displayName: name, level };
      }
      if (expected.purpose === 'SIGN') {
        const signature = await signatureOf(config, tokens.access_token, expected.documentDigest);
        if (!signature) return null;
        assertion.signature = signature;
      }
      return assertion;
    },

    async status(asked, state): Promise<ProviderStatus> {
      if (asked !== provider) return 'UNKNOWN';
      const config = await configuration();
      const basic = Buffer.from(
        `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
      ).toString('base64');
      const response = await call(endpoint(config, 'status_endpoint'), {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ state }),
      });
      if (!response.ok) throw unavailable();
      const parsed = idpStatusResponseSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success || parsed.data.state !== state) throw unavailable();
      return parsed.data.status;
    },
  };
}
