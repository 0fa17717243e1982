import { z } from 'zod';
import { isValidNoticeNo, normaliseNoticeNo } from './notice-no.ts';
import { vehicleNoSchema } from '../vehicles/vehicle-no.schemas.ts';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date.format')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'validation.date.format',
  );

/** What the police issuing system sends to create a ticket (POST rest/ticket/api/v1/internal/tickets). */
export const issueTicketBodySchema = z.strictObject({
  noticeNo: z.string().transform(normaliseNoticeNo).refine(isValidNoticeNo, 'validation.noticeNo.incorrect'),
  ticketNo: z.string().trim().min(1).max(20).optional(),
  vehicleNo: vehicleNoSchema,
  noticeType: z.enum(['525', '570']),
  offenceCode: z.string().regex(/^\d{2,3}$/, 'validation.offenceCode.format'),
  contraventionCode: z.string().trim().min(1).max(12).optional(),
  offenceDate: isoDate,
  offenceTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time.format'),
  locationType: z
    .string()
    .regex(/^[A-Z]$/)
    .optional(),
  locationFeature: z
    .string()
    .regex(/^[A-Z]$/)
    .optional(),
  place: z.string().trim().min(1).max(200),
  issuingOfficerNo: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,12}$/i, 'validation.officerNo.format'),
});
export type IssueTicketBody = z.infer<typeof issueTicketBodySchema>;

export const issuedTicketSchema = z.object({
  noticeNo: z.string(),
  vehicleNo: z.string(),
  noticeType: z.enum(['525', '570']),
  offenceCode: z.string(),
  offenceDate: z.string(),
  offenceTime: z.string(),
  amountCents: z.number().int(),
  ePaymentNo: z.string(),
  issuedAt: z.string(),
  paymentDeadline: z.string(),
  status: z.string(),
});
export type IssuedTicket = z.infer<typeof issuedTicketSchema>;
