import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tickets } from '../tickets/tickets.table.ts';
import { tz } from '../../db/columns.ts';

/**
 * One attempt to pay online through the gateway: one gateway order for one or several items (tickets, or
 * a fee of another area), listed in payment_order_items (ADR 0031). PAYING and IN_PROGRESS are open.
 * `ticket_id` is set when the order pays exactly one ticket (the single-ticket payment, as before), and
 * null otherwise; its partial unique index still lets only one such order be open per ticket, and the
 * items' own index extends that to every kind of order.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    ticketId: bigint('ticket_id', { mode: 'number' }).references(() => tickets.id),
    channel: text('channel').notNull(),
    amountCents: integer('amount_cents').notNull(),
    state: text('state').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Of a single-ticket order: restored when it ends without payment (each item keeps its own too). */
    ticketStatusBefore: text('ticket_status_before'),
    /** 'visitor' or the user id of a logged-in payer. */
    requestedBy: text('requested_by').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    paymentUrl: text('payment_url'),
    gatewayTxnNo: text('gateway_txn_no'),
    failureReason: text('failure_reason'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    settledAt: tz('settled_at'),
    /** The payer's language, for the gateway's page and the confirmation. */
    lang: text('lang').notNull().default('en'),
    /** 'SMS' or 'EMAIL' when the payer asked for a confirmation. */
    confirmChannel: text('confirm_channel'),
    /**
     * The address typed for the confirmation: personal data kept only until the confirmation is sent or
     * the order ends without payment, then erased (the masked form stays for the result page).
     */
    confirmRecipient: text('confirm_recipient'),
    confirmMasked: text('confirm_masked'),
    /** Set in the transaction that sends the confirmations: they go out once, however often the job runs. */
    confirmedAt: tz('confirmed_at'),
  },
  (t) => [
    uniqueIndex('payment_orders_idempotency_uq').on(t.ticketId, t.idempotencyKey),
    // Orders of several items (or of a fee) answer a repeated key of the same payer with the same order.
    uniqueIndex('payment_orders_payer_idempotency_uq')
      .on(t.requestedBy, t.idempotencyKey)
      .where(sql`ticket_id is null`),
    uniqueIndex('payment_orders_one_open_uq')
      .on(t.ticketId)
      .where(sql`state in ('PAYING', 'IN_PROGRESS')`),
    // The service indicators' payments that ended in the last hour (payment-indicator.ts).
    index('payment_orders_settled_at_idx')
      .on(t.settledAt)
      .where(sql`settled_at is not null`),
  ],
);

/**
 * What one order pays for: a ticket, or a fee another area owns (its kind, e.g. 'TCR', and its reference
 * there). State OPEN while the order is open, then PAID, ENDED (the order ended without payment) or
 * REFUND (the gateway took the money but the item had been paid otherwise meanwhile). The partial unique
 * indexes let a ticket, or a fee, be in one open order at a time, whatever kind of order (ADR 0031).
 */
export const paymentOrderItems = pgTable(
  'payment_order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => paymentOrders.id),
    /** 'TICKET' or 'FEE'. */
    kind: text('kind').notNull(),
    ticketId: bigint('ticket_id', { mode: 'number' }).references(() => tickets.id),
    feeKind: text('fee_kind'),
    feeRef: text('fee_ref'),
    amountCents: integer('amount_cents').notNull(),
    /** OPEN, PAID, ENDED or REFUND. */
    state: text('state').notNull(),
    /** A ticket's status when the order started, restored when the order ends without payment. */
    ticketStatusBefore: text('ticket_status_before'),
  },
  (t) => [
    index('payment_order_items_order_idx').on(t.orderId),
    index('payment_order_items_ticket_idx').on(t.ticketId),
    uniqueIndex('payment_order_items_open_ticket_uq')
      .on(t.ticketId)
      .where(sql`state = 'OPEN' and ticket_id is not null`),
    uniqueIndex('payment_order_items_open_fee_uq')
      .on(t.feeKind, t.feeRef)
      .where(sql`state = 'OPEN' and fee_kind is not null`),
    check(
      'payment_order_items_kind_ck',
      sql`(kind = 'TICKET' and ticket_id is not null and fee_kind is null and fee_ref is null)
        or (kind = 'FEE' and ticket_id is null and fee_kind is not null and fee_ref is not null)`,
    ),
  ],
);

/**
 * Money received for a ticket, online or outside the platform, or for a fee of another area (online).
 * One per ticket and one per fee (the unique indexes are the last line of defence against settling
 * twice); a ticket's is deleted only with its ticket, by the retention purge (ADR 0005).
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .unique()
      .references(() => tickets.id),
    /** A fee's kind and reference (ADR 0031); null for a ticket's payment. */
    feeKind: text('fee_kind'),
    feeRef: text('fee_ref'),
    orderId: bigint('order_id', { mode: 'number' }).references(() => paymentOrders.id),
    transactionNo: text('transaction_no').notNull().unique(),
    /** Payment method code of spec section 3 ('0' PPS, '1' credit card, '2' FPS, '5' ATM…). */
    methodCode: text('method_code').notNull(),
    /** Online channel code when paid on the platform. */
    channel: text('channel'),
    amountCents: integer('amount_cents').notNull(),
    paidAt: tz('paid_at').notNull(),
    /** PLATFORM or EXTERNAL. */
    source: text('source').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_paid_at_idx').on(t.paidAt),
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_fee_uq').on(t.feeKind, t.feeRef),
    check(
      'payments_ticket_or_fee_ck',
      sql`(ticket_id is not null and fee_kind is null and fee_ref is null)
        or (ticket_id is null and fee_kind is not null and fee_ref is not null)`,
    ),
  ],
);

/**
 * The notifications sent to our notify address: verified ones are the audit trail of a disputed payment
 * and go with their ticket (ADR 0005); refused ones are kept shortened, a bounded number an hour, for a
 * week (notification-log.ts).
 */
export const gatewayNotifications = pgTable(
  'gateway_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: tz('received_at').notNull().defaultNow(),
    orderNo: text('order_no'),
    verified: boolean('verified').notNull(),
    /**
     * SETTLED, ALREADY_SETTLED, STILL_OPEN, UNKNOWN_ORDER, MALFORMED, AMOUNT_MISMATCH, ERROR; unverified:
     * REFUSED_MISSING, REFUSED_INVALID, REFUSED_STALE.
     */
    outcome: text('outcome').notNull(),
    signature: text('signature'),
    body: text('body').notNull(),
    remoteAddress: text('remote_address'),
  },
  (t) => [
    index('gateway_notifications_order_idx').on(t.orderNo),
    // The hourly quota and the purge of refused notifications read only these.
    index('gateway_notifications_refused_idx')
      .on(t.receivedAt)
      .where(sql`not verified`),
  ],
);
