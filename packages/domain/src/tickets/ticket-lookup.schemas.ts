import { z } from 'zod';
import { checkedString } from '../common/checked-string.ts';
import { normaliseNoticeNo, validateNoticeLookup } from './notice-no.ts';
import { vehicleNoSchema } from '../vehicles/vehicle-no.schemas.ts';
import { ticketViewSchema } from './ticket-view.schemas.ts';

export const noticeNoLookupSchema = z
  .string()
  .max(32)
  .transform((v) => normaliseNoticeNo(v))
  .pipe(checkedString(validateNoticeLookup));

/**
 * POST rest/ticket/api/v1/publ/tickets/lookup. `noticeNo` is the first 8 characters or the whole number;
 * `captcha` is the base64 payload of the solved proof-of-work challenge (the altcha widget's value).
 */
export const lookupBodySchema = z.object({
  noticeNo: noticeNoLookupSchema,
  vehicleNo: vehicleNoSchema,
  captcha: z.string().max(4096).optional(),
});
export type LookupBody = z.input<typeof lookupBodySchema>;

export const lookupResultSchema = z.object({
  /** Present it as the `x-lookup-token` header of the later calls for this ticket (PDF, pay, receipt). */
  lookupToken: z.string(),
  expiresInSeconds: z.number().int(),
  ticket: ticketViewSchema,
});
export type LookupResult = z.infer<typeof lookupResultSchema>;

/** The altcha challenge, as the widget's `challengejson` attribute takes it. */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

/** The first five letters or digits of the owner's identity document number (spec section 5). */
export const noticePdfBodySchema = z.object({
  idNoPrefix: z
    .string()
    .max(20)
    .transform((v) => v.replace(/[^0-9a-z]/gi, '').toUpperCase())
    .pipe(z.string().regex(/^[0-9A-Z]{5}$/, 'validation.idNoPrefix.format')),
});
