import { and, asc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { OPEN_PAYMENT_STATES } from '@eticket/domain/payments/payment.schemas';
import type { Database } from '../../db/database.ts';
import { gatewayNotifications, paymentOrderItems, paymentOrders, payments } from './payments.table.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderItemRow = typeof paymentOrderItems.$inferSelect;

export async function findOrderByNo(db: Database, orderNo: string) {
  const rows = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)).limit(1);
  return rows[0];
}

export async function findOrderById(db: Database, id: number) {
  const rows = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).limit(1);
  return rows[0];
}

export async function lockOrder(tx: Database, id: number) {
  const rows = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return rows[0];
}

/** The open order with an open item matching `item`, if any (one at most: the items' unique indexes). */
async function openOrderOfItem(db: Database, item: SQL | undefined): Promise<OrderRow | undefined> {
  const rows = await db
    .select({ order: paymentOrders })
    .from(paymentOrderItems)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderItems.orderId))
    .where(
      and(item, eq(paymentOrderItems.state, 'OPEN'), inArray(paymentOrders.state, [...OPEN_PAYMENT_STATES])),
    )
    .limit(1);
  return rows[0]?.order;
}

/** The open order a ticket is in, of whatever kind (its open item says so). */
export function findOpenOrder(db: Database, ticketId: number) {
  return openOrderOfItem(db, eq(paymentOrderItems.ticketId, ticketId));
}

/** The open order a fee is in, if any. */
export function findOpenFeeOrder(db: Database, feeKind: string, feeRef: string) {
  return openOrderOfItem(
    db,
    and(eq(paymentOrderItems.feeKind, feeKind), eq(paymentOrderItems.feeRef, feeRef)),
  );
}

/** An order of several items (or of a fee) by its payer's idempotency key. */
export async function findOrderByPayerKey(db: Database, requestedBy: string, idempotencyKey: string) {
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        isNull(paymentOrders.ticketId),
        eq(paymentOrders.requestedBy, requestedBy),
        eq(paymentOrders.idempotencyKey, idempotencyKey),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertItems(tx: Database, items: (typeof paymentOrderItems.$inferInsert)[]) {
  return tx.insert(paymentOrderItems).values(items).returning();
}

/** The items of an order, in the order they were listed. */
export function itemsOfOrder(db: Database, orderId: number) {
  return db
    .select()
    .from(paymentOrderItems)
    .where(eq(paymentOrderItems.orderId, orderId))
    .orderBy(asc(paymentOrderItems.id));
}

export async function setItemState(tx: Database, itemId: number, state: string) {
  await tx.update(paymentOrderItems).set({ state }).where(eq(paymentOrderItems.id, itemId));
}

export async function findOrderByKey(db: Database, ticketId: number, idempotencyKey: string) {
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.ticketId, ticketId), eq(paymentOrders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return rows[0];
}

export async function insertOrder(tx: Database, order: typeof paymentOrders.$inferInsert) {
  const [row] = await tx.insert(paymentOrders).values(order).returning();
  return row!;
}

export async function updateOrder(
  db: Database,
  id: number,
  patch: Partial<typeof paymentOrders.$inferInsert>,
) {
  const [row] = await db
    .update(paymentOrders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(paymentOrders.id, id))
    .returning();
  return row!;
}

/** Records a payment; undefined when the ticket already has one (the unique index decides). */
export async function insertPayment(tx: Database, payment: typeof payments.$inferInsert) {
  const [row] = await tx.insert(payments).values(payment).onConflictDoNothing().returning();
  return row;
}

export async function findPaymentOfTicket(db: Database, ticketId: number) {
  const rows = await db.select().from(payments).where(eq(payments.ticketId, ticketId)).limit(1);
  return rows[0];
}

/** The first payment an order recorded (an order of one item records one). */
export async function findPaymentOfOrder(db: Database, orderId: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id))
    .limit(1);
  return rows[0];
}

export function paymentsOfOrder(db: Database, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

export async function findPaymentOfFee(db: Database, feeKind: string, feeRef: string) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.feeKind, feeKind), eq(payments.feeRef, feeRef)))
    .limit(1);
  return rows[0];
}

export async function findPaymentByTransactionNo(db: Database, transactionNo: string) {
  const rows = await db.select().from(payments).where(eq(payments.transactionNo, transactionNo)).limit(1);
  return rows[0];
}

export async function logNotification(db: Database, entry: typeof gatewayNotifications.$inferInsert) {
  await db.insert(gatewayNotifications).values({ ...entry, body: entry.body.slice(0, 8000) });
}

/**
 * Keeps a refused notification unless `max` were kept in the last hour; true when kept. Two instances
 * inserting at the same moment may both pass at max - 1, so the bound is max plus the concurrency.
 */
export async function logRefusedNotificationWithin(
  db: Database,
  entry: Omit<typeof gatewayNotifications.$inferInsert, 'verified'>,
  max: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into gateway_notifications (order_no, verified, outcome, signature, body, remote_address)
    select ${entry.orderNo ?? null}, false, ${entry.outcome}, ${entry.signature ?? null}, ${entry.body},
      ${entry.remoteAddress ?? null}
    where (
      select count(*) from (
        select 1 from gateway_notifications
        where not verified and received_at > now() - interval '1 hour'
        limit ${max}
      ) as recent
    ) < ${max}
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function deleteRefusedNotificationsBefore(db: Database, before: Date) {
  await db
    .delete(gatewayNotifications)
    .where(and(eq(gatewayNotifications.verified, false), lt(gatewayNotifications.receivedAt, before)));
}

export function notificationsOf(db: Database, orderNo: string) {
  return db.select().from(gatewayNotifications).where(eq(gatewayNotifications.orderNo, orderNo));
}
