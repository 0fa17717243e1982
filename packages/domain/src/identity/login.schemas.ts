import { z } from 'zod';
import { SSO_LEVELS } from './dsl-level.ts';

/** Where the browser returns after the identity provider: checked by the server (same origin, /portal/). */
export const returnAddress = z.string().min(1).max(2048);
const opaque = z.string().min(16).max(128);

export const AUTH_TYPES = ['IAMSMART', 'DSL', 'TEST'] as const;

export const iamsLoginQuerySchema = z.object({
  source: z.string().max(32).optional(),
  redirectURI: returnAddress,
});
export const ssoUrlQuerySchema = z.object({
  redirectUri: returnAddress,
  level: z.enum(SSO_LEVELS).default('1'),
});
export type SsoUrlQuery = z.infer<typeof ssoUrlQuerySchema>;
export const loginUrlSchema = z.object({ url: z.string() });

/** The browser's return from the provider: a code on approval, or the provider's error and the state. */
export const tokenExchangeSchema = z.object({
  state: opaque,
  code: opaque.optional(),
  error: z.string().max(64).optional(),
});
export type TokenExchange = z.infer<typeof tokenExchangeSchema>;

export const sessionTokensSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  authType: z.enum(AUTH_TYPES),
  ssoLevel: z.number().int().nullable(),
  loginTime: z.string(),
  expiresAt: z.string(),
  accessTokenExpiresIn: z.number().int(),
  idleTimeoutSeconds: z.number().int(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

export const refreshTokenBodySchema = z.object({ refreshToken: opaque });

export const logoutQuerySchema = z.object({
  redirectUri: returnAddress.optional(),
  deviceId: z.string().max(128).optional(),
});
export const logoutSchema = z.object({ redirectUrl: z.string() });

/** Demo mode only: log in as a demo person by identity number, without a provider round trip. */
export const quickLoginBodySchema = z.object({ idNo: z.string().trim().min(4).max(20) });

export const reAuthBodySchema = z
  .object({
    redirectURI: returnAddress,
    purpose: z.enum(['REAUTH', 'SIGN', 'REGISTER']).default('REAUTH'),
    /** SHA-256 (hex) of the document to sign; required for SIGN. */
    documentDigest: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  })
  .refine((b) => b.purpose !== 'SIGN' || b.documentDigest !== undefined, {
    path: ['documentDigest'],
    message: 'validation.required',
  });

export const verifyQuerySchema = z.object({
  state: opaque,
  code: opaque.optional(),
  error: z.string().max(64).optional(),
});
export const verifyResultSchema = z.object({
  verified: z.boolean(),
  purpose: z.enum(['REAUTH', 'SIGN']),
  verifiedAt: z.string(),
  documentDigest: z.string().nullable(),
  signature: z.string().nullable(),
});

export const pollingQuerySchema = z.object({ state: opaque });

/**
 * POST /dsl/signPdf (users service): a DSL user's signing of a document, by the SHA-256 (hex) of its PDF.
 * Answers the DSL address to send the browser to, as `/iams/re-auth` does for iAM Smart.
 */
export const dslSignPdfBodySchema = z.object({
  redirectURI: returnAddress,
  documentDigest: z.string().regex(/^[0-9a-f]{64}$/),
});
/** POST /dsl/polling: where the DSL signing request of `state` stands (answers `pollingSchema`). */
export const dslPollingBodySchema = z.object({ state: opaque });
export const pollingSchema = z.object({
  status: z.enum(['PENDING', 'APPROVED', 'CANCELLED', 'TIMEOUT', 'UNKNOWN']),
});

export const iamsRegisterBodySchema = tokenExchangeSchema.extend({
  confirmReplace: z.boolean().default(false),
});
