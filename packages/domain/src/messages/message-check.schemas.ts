import { z } from 'zod';
import { noticeNoLookupSchema } from '../tickets/ticket-lookup.schemas.ts';
import { vehicleNoSchema } from '../vehicles/vehicle-no.schemas.ts';

/**
 * "Is this message real?" (POST rest/notification/api/v1/publ/message/check, no login): a person pastes an
 * SMS or e-mail they received, or types the sender, notice no and vehicle no. Guarded like the ticket
 * look-up (its captcha from GET rest/ticket/api/v1/publ/captcha/challenge, and its limits), and a wrong
 * notice/vehicle pair is answered exactly like a notice that does not exist, so it cannot enumerate.
 */
export const GENUINE_SMS_SENDER = '#HKPF-eTT';
export const SCAM_HOTLINE = '18222';
export const MAX_CHECK_TEXT = 2000;

export const messageCheckTextBodySchema = z.strictObject({
  /** The SMS or e-mail as received (sender line included if the phone shows one). */
  text: z.string().trim().min(1).max(MAX_CHECK_TEXT),
  /** The sender as the phone or mail program shows it, if the pasted text lacks it. */
  sender: z.string().trim().max(200).optional(),
  captcha: z.string().max(4096).optional(),
});

export const messageCheckFieldsBodySchema = z.strictObject({
  sender: z.string().trim().min(1).max(200),
  noticeNo: noticeNoLookupSchema,
  vehicleNo: vehicleNoSchema,
  captcha: z.string().max(4096).optional(),
});

export const messageCheckBodySchema = z.union([messageCheckTextBodySchema, messageCheckFieldsBodySchema]);
export type MessageCheckBody = z.input<typeof messageCheckBodySchema>;

/**
 * GENUINE: the sender, the contents and the ticket match. SUSPICIOUS: something marks it as a scam.
 * SENDER_NEEDED: nothing marks it as a scam, but no sender was given or found in the text, so it cannot be
 * called genuine: the person is asked for the sender.
 */
export const CHECK_VERDICTS = ['GENUINE', 'SUSPICIOUS', 'SENDER_NEEDED'] as const;

/**
 * Why a message looks suspicious. The web shows each with its text key `messages.check.reason.<code>`;
 * every suspicious answer also shows the 18222 anti-scam hotline.
 * - LINK_FOUND: the message contains a link or web address (genuine e-tickets never do).
 * - LOOKALIKE_DOMAIN: an address imitating a government one (e.g. 'police-gov-hk.com', 'gov.hk.pay.cc').
 * - WRONG_SENDER: the sender is not `#HKPF-eTT` (SMS) or not a .gov.hk address (e-mail).
 * - NO_TICKET_DETAILS: neither a notice no nor a vehicle no could be read from the text.
 * - PAIR_NOT_FOUND: no ticket with this notice no and vehicle no (a wrong pair and a missing notice alike).
 * - NO_VEHICLE_NO: a notice no was read (it is in the answer) but no vehicle no, so no ticket was checked.
 * - NO_NOTICE_NO: a vehicle no was read (it is in the answer) but no notice no, so no ticket was checked.
 */
export const CHECK_REASONS = [
  'LINK_FOUND',
  'LOOKALIKE_DOMAIN',
  'WRONG_SENDER',
  'NO_TICKET_DETAILS',
  'PAIR_NOT_FOUND',
  'NO_VEHICLE_NO',
  'NO_NOTICE_NO',
] as const;
export const checkReasonSchema = z.enum(CHECK_REASONS);
export type CheckReason = z.infer<typeof checkReasonSchema>;

export const messageCheckResultSchema = z.object({
  verdict: z.enum(CHECK_VERDICTS),
  reasons: z.array(
    z.object({
      code: checkReasonSchema,
      /** What was found (the link, the domain, the sender), to point it out; null otherwise. */
      found: z.string().nullable(),
    }),
  ),
  /** Whether a sender was given or read from the text and weighed; false leads to SENDER_NEEDED at best. */
  senderChecked: z.boolean(),
  /** The notice no and vehicle no read from the text (or typed), masked to what the person already has. */
  noticeNo: z.string().nullable(),
  vehicleNo: z.string().nullable(),
  hotline: z.literal(SCAM_HOTLINE),
});
export type MessageCheckResult = z.infer<typeof messageCheckResultSchema>;
