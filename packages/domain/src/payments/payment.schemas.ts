import { z } from 'zod';
import { LOCALES } from '../common/locale.ts';
import { confirmationContactSchema } from './confirmation-contact.ts';
import { boundedTotalShape, pageQueryShape } from '../common/page.schemas.ts';

const localized = z.object({ en: z.string(), 'zh-hk': z.string(), 'zh-cn': z.string() });

/** Online payment channel codes (spec section 3): FPS 1, PPS 2, Apple Pay 3, Android Pay 4, Visa 5, JCB 6, Mastercard 7, UnionPay 8. */
export const PAYMENT_CHANNELS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export const PAYMENT_STATES = ['PAYING', 'SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED', 'IN_PROGRESS'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const OPEN_PAYMENT_STATES: readonly PaymentState[] = ['PAYING', 'IN_PROGRESS'];

/**
 * POST rest/ticket/api/v1/publ/pay (alias rest/users/api/v1/publ/pay). A visitor names the ticket with the
 * `x-lookup-token` header; a logged-in user names it with `noticeNo`. The idempotency key is chosen by
 * the client per attempt: sending the same key again returns the same order instead of a second one.
 */
export const payBodySchema = z.object({
  channel: z.enum(PAYMENT_CHANNELS),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.idempotencyKey.format'),
  noticeNo: z.string().max(32).optional(),
  /** The language of the gateway's page and of the confirmation. */
  lang: z.enum(LOCALES).optional(),
  /** Optional: an e-mail address or Hong Kong mobile number for a confirmation of the payment. */
  confirmTo: confirmationContactSchema.optional(),
});
export type PayBody = z.infer<typeof payBodySchema>;

/** What one order pays for (ADR 0031): a ticket, or a fee another area owns. */
export const ORDER_ITEM_KINDS = ['TICKET', 'FEE'] as const;
/** OPEN while the order is; PAID, ENDED (no payment) or REFUND (paid otherwise meanwhile) after. */
export const ORDER_ITEM_STATES = ['OPEN', 'PAID', 'ENDED', 'REFUND'] as const;
export type OrderItemState = (typeof ORDER_ITEM_STATES)[number];

export const paymentOrderItemSchema = z.object({
  kind: z.enum(ORDER_ITEM_KINDS),
  /** A ticket's notice no; null for a fee. */
  noticeNo: z.string().nullable(),
  /** A fee's kind ('TCR') and its reference in the owning area; null for a ticket. */
  feeKind: z.string().nullable(),
  feeRef: z.string().nullable(),
  /** The item line, as the gateway's page and the receipt give it. */
  description: localized,
  amountCents: z.number().int(),
  state: z.enum(ORDER_ITEM_STATES),
  /** The receipt no of this item's payment once paid. */
  transactionNo: z.string().nullable(),
});
export type PaymentOrderItemView = z.infer<typeof paymentOrderItemSchema>;

/** The most notices one payment may list in a request (the business limit is PAY_MAX_ORDER_ITEMS). */
export const ORDER_ITEMS_HARD_MAX = 50;

/**
 * POST rest/ticket/api/v1/publ/pay/tickets: a logged-in user pays several tickets of the acting role in
 * one gateway order (each settled exactly once). The same key again answers the same order.
 */
export const payTicketsBodySchema = payBodySchema.omit({ noticeNo: true }).extend({
  noticeNos: z.array(z.string().max(32)).min(1).max(ORDER_ITEMS_HARD_MAX),
});
export type PayTicketsBody = z.infer<typeof payTicketsBodySchema>;

/** What another area's pay route for a fee takes besides its own reference (ADR 0031). */
export const payFeeBodySchema = payBodySchema.omit({ noticeNo: true });
export type PayFeeBody = z.infer<typeof payFeeBodySchema>;

export const paymentOrderSchema = z.object({
  orderNo: z.string(),
  /** The ticket of an order of one ticket; null for an order of several items or of a fee. */
  noticeNo: z.string().nullable(),
  state: z.enum(PAYMENT_STATES),
  channel: z.string(),
  amountCents: z.number().int(),
  /** Where to send the browser to pay; null once the order is closed. */
  redirectUrl: z.string().nullable(),
  expiresAt: z.string(),
  transactionNo: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Where the confirmation goes, masked ('p***com', '91****67'); null when none was asked for. */
  confirmationTo: z.string().nullable(),
  /** Every item the order pays, in the order listed (one for the payment of one ticket). */
  items: z.array(paymentOrderItemSchema),
});
export type PaymentOrderView = z.infer<typeof paymentOrderSchema>;

export const orderNoQuerySchema = z.object({ orderNo: z.string().regex(/^P\d{8}[A-Z0-9]{10}$/) });
/** rest/ticket/api/v1/publ/pay/orders/:orderNo/…: an order the logged-in caller started. */
export const orderNoParamsSchema = orderNoQuerySchema;

/**
 * GET rest/ticket/api/v1/publ/tickets/payment: the payment of one settled ticket, as its receipt states it
 * (lookup token, or noticeNo when logged in). `means` is the one naming of payment-naming.ts.
 */
export const ticketPaymentSchema = z.object({
  transactionNo: z.string(),
  orderNo: z.string().nullable(),
  noticeNo: z.string(),
  vehicleNo: z.string(),
  means: localized,
  amountCents: z.number().int(),
  paidAt: z.string(),
});
export type TicketPaymentView = z.infer<typeof ticketPaymentSchema>;

/** One row of the payment record (spec: last 6 months, filters 1, 2, 3 and 6 months). */
export const paymentRecordSchema = z.object({
  transactionNo: z.string(),
  noticeNo: z.string(),
  vehicleNo: z.string(),
  methodCode: z.string(),
  /** The payment's name as everywhere else: the channel when paid online, else the method. */
  methodName: localized,
  channel: z.string().nullable(),
  amountCents: z.number().int(),
  paidAt: z.string(),
});
export const paymentRecordQuerySchema = z.object({
  ...pageQueryShape,
  months: z.coerce
    .number()
    .int()
    .refine((n) => [1, 2, 3, 6].includes(n), 'validation.months')
    .default(6),
});
export type PaymentRecordQuery = z.infer<typeof paymentRecordQuerySchema>;
export const paymentRecordListSchema = z.object({
  items: z.array(paymentRecordSchema),
  ...boundedTotalShape,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const transactionNoParamsSchema = z.object({ transactionNo: z.string().max(40) });
