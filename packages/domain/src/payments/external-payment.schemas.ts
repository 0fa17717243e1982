import { z } from 'zod';
import { PAYMENT_METHOD_CATALOGUE } from '../params/payment-methods.ts';
import { TICKET_STATUSES } from '../tickets/ticket-status-rules.ts';
import { isoDateSchema } from '../common/iso-date.ts';

const METHOD_CODES = PAYMENT_METHOD_CATALOGUE.map((m) => m.code) as [string, ...string[]];

/** A payment made outside the platform (ATM, PPS, post…), reported by the collecting system. */
export const externalPaymentBodySchema = z.strictObject({
  transactionNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/),
  methodCode: z.enum(METHOD_CODES),
  amountCents: z.number().int().positive(),
  paidAt: z.iso.datetime({ offset: true }),
});
export type ExternalPaymentBody = z.infer<typeof externalPaymentBodySchema>;

/** A status set by the police or court systems: investigation, court, refund. */
export const ticketStatusBodySchema = z.strictObject({
  status: z.enum(TICKET_STATUSES),
  statusDate: isoDateSchema.optional(),
  remark: z.string().trim().max(200).optional(),
  reason: z.string().trim().min(1).max(200),
});
export type TicketStatusBody = z.infer<typeof ticketStatusBodySchema>;

export const ticketStatusResultSchema = z.object({
  noticeNo: z.string(),
  status: z.string(),
  statusDate: z.string().nullable(),
});
