import { z } from 'zod';
import { PROVIDER_LANGS } from './provider-lang.ts';

/** The authorisation request a sandbox identity provider receives from the portal (browser leg). */
export const sandboxAuthorizeQuerySchema = z.object({
  clientId: z.literal('eticket-portal'),
  responseType: z.literal('code').default('code'),
  redirectURI: z.string().min(1).max(2048),
  state: z.string().min(16).max(128),
  lang: z.enum(PROVIDER_LANGS).catch('en-US'),
  scope: z.enum(['LOGIN', 'REAUTH', 'SIGN', 'REGISTER']).default('LOGIN'),
  level: z.coerce.number().int().min(1).max(2).optional(),
  documentDigest: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

/** The user's answer on a sandbox provider page (an HTML form post). */
export const sandboxDecisionSchema = z.object({
  requestId: z.uuid(),
  action: z.enum(['approve', 'cancel', 'timeout']),
  personId: z.coerce.number().int().positive().optional(),
  accountId: z.coerce.number().int().positive().optional(),
});

export const outboxQuerySchema = z.object({
  format: z.enum(['html', 'json']).optional(),
  recipient: z.string().max(128).optional(),
});
export const outboxListSchema = z.array(
  z.object({
    id: z.number().int(),
    channel: z.enum(['SMS', 'EMAIL']),
    /** The sender name or address the recipient sees (null for messages recorded before it was kept). */
    sender: z.string().nullable(),
    recipient: z.string(),
    body: z.string(),
    createdAt: z.string(),
  }),
);
