import { randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sandboxPayOrders } from './sandbox-pay.table.ts';

export type SandboxOrder = typeof sandboxPayOrders.$inferSelect;

export async function createSandboxOrder(
  db: Database,
  order: Omit<typeof sandboxPayOrders.$inferInsert, 'id'>,
) {
  // A merchant retrying a create gets the order it already has, as gateways de-duplicate by its order no.
  const [row] = await db
    .insert(sandboxPayOrders)
    .values({ ...order, id: `SBX${randomBytes(9).toString('hex').toUpperCase()}` })
    .onConflictDoNothing()
    .returning();
  return row ?? (await findByMerchantOrderNo(db, order.merchantOrderNo))!;
}

/** Expiry is applied when an order is read: an order past its time that nobody paid is EXPIRED. */
async function expireIfDue(db: Database, order: SandboxOrder | undefined, now: Date) {
  if (!order || order.status !== 'PENDING' || order.expiresAt > now) return order;
  const [row] = await db
    .update(sandboxPayOrders)
    .set({ status: 'EXPIRED', completedAt: now })
    .where(and(eq(sandboxPayOrders.id, order.id), eq(sandboxPayOrders.status, 'PENDING')))
    .returning();
  return row ?? (await db.select().from(sandboxPayOrders).where(eq(sandboxPayOrders.id, order.id)))[0];
}

export async function findByMerchantOrderNo(db: Database, merchantOrderNo: string, now = new Date()) {
  const rows = await db
    .select()
    .from(sandboxPayOrders)
    .where(eq(sandboxPayOrders.merchantOrderNo, merchantOrderNo));
  return expireIfDue(db, rows[0], now);
}

export async function findById(db: Database, id: string, now = new Date()) {
  const rows = await db.select().from(sandboxPayOrders).where(eq(sandboxPayOrders.id, id));
  return expireIfDue(db, rows[0], now);
}

/** Completes a pending order; undefined when it was no longer pending (the first answer stands). */
export async function completeOrder(db: Database, id: string, status: string, now = new Date()) {
  const [row] = await db
    .update(sandboxPayOrders)
    .set({
      status,
      completedAt: now,
      txnNo: status === 'SUCCESS' ? `T${now.getTime()}${randomBytes(3).toString('hex').toUpperCase()}` : null,
    })
    .where(and(eq(sandboxPayOrders.id, id), eq(sandboxPayOrders.status, 'PENDING')))
    .returning();
  return row;
}

/** Orders that ran out of time; kept for the test that lets an order expire. */
export function dueForExpiry(db: Database, now = new Date()) {
  return db
    .select()
    .from(sandboxPayOrders)
    .where(and(eq(sandboxPayOrders.status, 'PENDING'), lte(sandboxPayOrders.expiresAt, now)));
}

/** What the gateway tells the merchant about an order, in answers and notifications alike. */
export function statusOf(order: SandboxOrder) {
  return {
    orderNo: order.merchantOrderNo,
    gatewayOrderId: order.id,
    status: order.status,
    amountCents: order.amountCents,
    currency: order.currency,
    channel: order.channel,
    txnNo: order.txnNo,
    paidAt: order.status === 'SUCCESS' && order.completedAt ? order.completedAt.toISOString() : null,
  };
}
