import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tickets } from '../tickets/tickets.table.ts';
import { tz } from '../../db/columns.ts';

/**
 * One attempt to pay one ticket online through the gateway. PAYING and IN_PROGRESS are open; the partial
 * unique index lets only one be open per ticket, so two tabs cannot both start paying.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id),
    channel: text('channel').notNull(),
    amountCents: integer('amount_cents').notNull(),
    state: text('state').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Restored when the order ends without payment (UNPAID or OVERDUE). */
    ticketStatusBefore: text('ticket_status_before').notNull(),
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
    uniqueIndex('payment_orders_one_open_uq')
      .on(t.ticketId)
      .where(sql`state in ('PAYING', 'IN_PROGRESS')`),
  ],
);

/**
 * Money received for a ticket, online or outside the platform. One per ticket (the unique index is the
 * last line of defence against settling twice); deleted only with its ticket, by the retention purge (ADR 0005).
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => tickets.id),
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
  (t) => [index('payments_paid_at_idx').on(t.paidAt)],
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
