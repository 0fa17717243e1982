import { z } from 'zod';
import { PAGE_SIZES } from '../common/pagination.ts';
import { isoDateSchema } from '../common/iso-date.ts';
import { TICKET_STATUSES } from './ticket-status-rules.ts';
import { ticketViewSchema } from './ticket-view.schemas.ts';
import { vehicleNoSchema } from '../vehicles/vehicle-no.schemas.ts';

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'validation.pageSize')
  .default(10);

/** GET rest/ticket/api/v1/publ/tickets: the acting principal's tickets, newest offence first. */
export const ticketListQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  /** Matched the way the register matches marks: "cd 5678" finds CD5678. */
  vehicleNo: vehicleNoSchema.optional(),
  /** Offence dates, Hong Kong, inclusive. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize,
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

/**
 * A listed ticket of the acting role: marked when the registered owner named the driver of a moving
 * offence, who is liable for it now.
 */
export const listedTicketSchema = ticketViewSchema.extend({
  transferredToDriver: z.boolean().default(false),
});
export type ListedTicket = z.infer<typeof listedTicketSchema>;

export const ticketPageSchema = z.object({
  items: z.array(listedTicketSchema),
  /** Exact up to the pager's limit; with `totalCapped`, there are more than `total`. */
  total: z.number().int(),
  totalCapped: z.boolean().default(false),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TicketPage = z.infer<typeof ticketPageSchema>;

export const noticeNoParamsSchema = z.object({ noticeNo: z.string().max(32) });

/**
 * GET tickets/unpaid: a page of the acting principal's unpaid tickets, newest offence first. Paged like
 * every list, so a fleet's thousands of unpaid tickets never come in one answer.
 */
export const unpaidTicketsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize,
});
export type UnpaidTicketsQuery = z.infer<typeof unpaidTicketsQuerySchema>;

/** A page of unpaid tickets, with the count the banner shows ('99+' above 99). */
export const unpaidTicketsSchema = ticketPageSchema;
