import { z } from 'zod';
import { AUTHORISATION_CODE_ALPHABET, tcrEntrySchema, tcrRefSchema, TCR_REASONS } from './tcr.schemas.ts';

/**
 * A share code (ADR 0063): 16 characters of the authorisation code's alphabet (no 0/O, 1/I/L), about 79
 * bits, shown in groups of four. Typed in any case, with or without spaces or hyphens.
 */
export const SHARE_CODE_ALPHABET = AUTHORISATION_CODE_ALPHABET;
export const SHARE_CODE_LENGTH = 16;
/** How long a share code stays valid (issue #33: 21 days). */
export const SHARE_CODE_DAYS = 21;

/** The code as the holder reads it out: `ABCD-EFGH-JKMN-PQRS`. */
export function formatShareCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export const shareCodeSchema = z
  .string()
  .max(40, 'validation.shareCode.format')
  .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[2-9A-HJKMNP-Z]{16}$/, 'validation.shareCode.format'));

/** A share code's id in the holder's list (never the code). */
export const tcrShareIdSchema = z.uuid('validation.format');

/** POST /tcrRecords/share: the holder shares one of his completed certificates. */
export const tcrShareBodySchema = z.strictObject({ id: tcrRefSchema });
export type TcrShareBody = z.infer<typeof tcrShareBodySchema>;

/** POST /tcrRecords/share/revoke: the holder withdraws a code not yet used. */
export const tcrShareRevokeBodySchema = z.strictObject({ shareId: tcrShareIdSchema });

/** POST /tcrRecords/share/redeem (public): the employer enters the code he was given. */
export const tcrShareRedeemBodySchema = z.strictObject({ shareCode: shareCodeSchema });
export type TcrShareRedeemBody = z.infer<typeof tcrShareRedeemBodySchema>;

export const TCR_SHARE_STATUSES = ['ACTIVE', 'VIEWED', 'REVOKED', 'EXPIRED'] as const;
export type TcrShareStatus = (typeof TCR_SHARE_STATUSES)[number];

/** One code as its holder's list shows it. */
export const tcrShareSchema = z.object({
  shareId: tcrShareIdSchema,
  /** The application (its reference) and the certificate shared. */
  id: tcrRefSchema,
  certificateNo: z.string(),
  status: z.enum(TCR_SHARE_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  viewedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TcrShare = z.infer<typeof tcrShareSchema>;

/** The answer to making a code: the code itself, this once, with its share. */
export const tcrShareMadeSchema = tcrShareSchema.extend({ shareCode: z.string() });
export type TcrShareMade = z.infer<typeof tcrShareMadeSchema>;

/** GET /tcrRecords/share/list: the holder's codes, newest first (the last 50). */
export const tcrShareListSchema = z.object({ list: z.array(tcrShareSchema) });
export type TcrShareList = z.infer<typeof tcrShareListSchema>;

/** What the employer sees, once: every fact of the certificate, the identity numbers in full. */
export const tcrSharedCertificateSchema = z.object({
  certificateNo: z.string(),
  issuedAt: z.string(),
  reason: z.enum(TCR_REASONS),
  holderName: z.string(),
  holderChnName: z.string().nullable(),
  idNo: z.string(),
  licenceNo: z.string(),
  recordAsOf: z.string(),
  periods: z.object({
    convictionYears: z.number().int(),
    fixedPenaltyYears: z.number().int(),
    pointsYears: z.number().int(),
    disqualificationYears: z.number().int(),
  }),
  entries: z.array(tcrEntrySchema),
  pointsTotal: z.number().int(),
  viewedAt: z.string(),
});
export type TcrSharedCertificate = z.infer<typeof tcrSharedCertificateSchema>;
