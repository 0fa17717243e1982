import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns.ts';

/**
 * The sandbox payment gateway's own books. It stands in for an external system: the portal never reads
 * this table, it talks to the gateway over HTTP like it would to a real one.
 */
export const sandboxPayOrders = pgTable('sandbox_pay_orders', {
  id: text('id').primaryKey(),
  merchantOrderNo: text('merchant_order_no').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('HKD'),
  channel: text('channel').notNull(),
  description: text('description').notNull(),
  notifyUrl: text('notify_url').notNull(),
  returnUrl: text('return_url').notNull(),
  /** PENDING, SUCCESS, FAILED, CANCELLED, EXPIRED. */
  status: text('status').notNull().default('PENDING'),
  txnNo: text('txn_no'),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  completedAt: tz('completed_at'),
});
