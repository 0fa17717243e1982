import { z } from 'zod';

/**
 * The portal's own service indicators, public and without a token (`GET rest/content/api/v1/publ/
 * service-indicators`): numbers only, no personal data. Each says over which period it was counted and
 * how many cases it counts; a percentage or median with nothing to count is null ("none in the period"),
 * never 100 % or 0.
 */

/** Of the e-tickets of the last 24 hours, how many were handed to the SMS or e-mail gateway within the limit. */
export const eTicketHandOffSchema = z.object({
  periodHours: z.number().int(),
  withinSeconds: z.number().int(),
  /** Messages of an e-ticket counted: each channel of each ticket, once its limit has passed or it was handed over. */
  messages: z.number().int(),
  inTime: z.number().int(),
  percent: z.number().nullable(),
});

/** Of the online payments that ended in the last hour, how many succeeded (the payer's own cancels and abandons apart). */
export const onlinePaymentsSchema = z.object({
  periodHours: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** Cancelled by the payer or left unfinished: not the service's failure, shown for completeness. */
  notCompleted: z.number().int(),
  percent: z.number().nullable(),
});

/** Disputes decided in the last 30 days, and the median days from the signed dispute to its outcome. */
export const disputeDecisionsSchema = z.object({
  periodDays: z.number().int(),
  decided: z.number().int(),
  medianDays: z.number().nullable(),
});

/**
 * The ticket look-up's availability over the last 30 days: the portal tries the look-up's own query every
 * five minutes; a five-minute slot with no answer in time, or with no try at all (no instance running),
 * counts as unavailable. Counted from the first try if that is less than 30 days ago.
 */
export const lookUpAvailabilitySchema = z.object({
  periodDays: z.number().int(),
  /** ISO 8601 instant of the first slot counted, or null before the first try. */
  since: z.string().nullable(),
  slots: z.number().int(),
  available: z.number().int(),
  percent: z.number().nullable(),
});

export const serviceIndicatorsSchema = z.object({
  /** ISO 8601 instant the numbers were counted; they are counted again at least every hour. */
  countedAt: z.string(),
  eTicketHandOff: eTicketHandOffSchema,
  onlinePayments: onlinePaymentsSchema,
  disputeDecisions: disputeDecisionsSchema,
  lookUpAvailability: lookUpAvailabilitySchema,
});
export type ServiceIndicators = z.infer<typeof serviceIndicatorsSchema>;

/** A share as the page shows it: one decimal, rounded down so 99.96 % never shows as 100 %. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.floor((part * 1000) / whole) / 10;
}
