import { z } from 'zod';
import { PROVIDER_LANGS } from './provider-lang.ts';

/**
 * The identity providers' OpenID Connect contract (docs/contracts/identity-providers.md): what the portal
 * sends and what it accepts back, beside the standard parts that openid-client checks itself (discovery,
 * token response, ID token).
 */

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

/** What the portal asks a provider for, beside `openid`: the purpose of the round trip. */
export const IDP_PURPOSES = ['LOGIN', 'REAUTH', 'SIGN', 'REGISTER'] as const;

/** The authorisation request in OpenID Connect's names (browser leg, query string). */
export const oidcAuthorizeQuerySchema = z.object({
  client_id: z.string().min(1).max(128),
  response_type: z.literal('code'),
  redirect_uri: z.string().min(1).max(2048),
  scope: z
    .string()
    .max(256)
    .refine((s) => s.split(' ').includes('openid'), 'must include openid'),
  state: z.string().min(16).max(128),
  nonce: base64url(16, 128),
  code_challenge: base64url(43, 128),
  code_challenge_method: z.literal('S256'),
  purpose: z.enum(IDP_PURPOSES).default('LOGIN'),
  lang: z.enum(PROVIDER_LANGS).catch('en-US'),
  /** DSL: the account level asked for. */
  level: z.coerce.number().int().min(1).max(2).optional(),
  /** SIGN: the SHA-256 of the document, in hex. */
  document_digest: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type OidcAuthorizeQuery = z.infer<typeof oidcAuthorizeQuerySchema>;

/** The token request (application/x-www-form-urlencoded), authorisation code grant with PKCE. */
export const oidcTokenRequestSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1).max(256),
  redirect_uri: z.string().min(1).max(2048),
  code_verifier: base64url(43, 128),
  /** client_secret_post; client_secret_basic sends them in the Authorization header instead. */
  client_id: z.string().min(1).max(128).optional(),
  client_secret: z.string().min(1).max(256).optional(),
});

/** An OAuth error answer (RFC 6749 section 5.2). */
export const oidcErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

/** The ID token's claims beyond the standard ones: what each provider vouches for. */
export const idTokenClaimsSchema = z.object({
  sub: z.string().min(1).max(128),
  /** iAM Smart: the HKID the holder consented to share. */
  hkid: z.string().min(1).max(16).optional(),
  /** DSL: the account's name. */
  name: z.string().min(1).max(200).optional(),
  /** DSL: the account level, 1 to 4. */
  dsl_level: z.number().int().min(1).max(4).optional(),
});

/** Polling a round trip's status: POST {issuer}/status, client-authenticated, JSON. */
export const idpStatusRequestSchema = z.object({ state: z.string().min(16).max(128) });
export const idpStatusResponseSchema = z.object({
  state: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'CANCELLED', 'TIMEOUT', 'UNKNOWN']),
});

/** The signature of a SIGN round trip: GET {issuer}/signature with the access token of its code. */
export const idpSignatureResponseSchema = z.object({
  document_digest: z.string().regex(/^[0-9a-f]{64}$/),
  signature: base64url(16, 512),
});
