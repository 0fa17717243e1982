import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { OPEN_PAYMENT_STATES } from '@eticket/domain/payments/payment.schemas';
import type { Database } from '../db/database.ts';
import { enqueueJob } from '../modules/jobs/jobs.repository.ts';
import { newOrderNo } from '../modules/payments/order-no.ts';
import { RECONCILE_GRACE_SECONDS, RECONCILE_JOB } from '../modules/payments/payment-deps.ts';
import { paymentOrderItems, paymentOrders } from '../modules/payments/payments.table.ts';
import { tickets } from '../modules/tickets/tickets.table.ts';
import { DEMO_TICKETS } from './demo-data.ts';

/** How long a demo ticket shows "transaction in progress" after seeding, as a customer's open order would. */
export const DEMO_ORDER_SECONDS = 15 * 60;

/**
 * A ticket shows IN_TRANSACTION only while an online order is open. Each demo ticket in that status gets
 * the order a customer would have left: IN_PROGRESS (the gateway's answer never came), with its
 * reconciliation job. Once the order expires the job asks the gateway, which has never heard of it, so the
 * order fails and the ticket is unpaid again, as a real abandoned payment ends.
 *
 * Run on every demo seed, including a database seeded before the orders existed; it only adds what is
 * missing (a demo ticket in IN_TRANSACTION with no open order), so running it again changes nothing.
 */
export async function openDemoOrders(tx: Database, now = new Date()): Promise<number> {
  const serials = DEMO_TICKETS.filter((t) => t.status === 'IN_TRANSACTION').map((t) => t.serial);
  const stuck = await tx
    .select()
    .from(tickets)
    .where(
      and(
        inArray(tickets.noticeSerial, serials),
        eq(tickets.status, 'IN_TRANSACTION'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(paymentOrders)
            .where(
              and(
                eq(paymentOrders.ticketId, tickets.id),
                inArray(paymentOrders.state, [...OPEN_PAYMENT_STATES]),
              ),
            ),
        ),
      ),
    )
    .for('update');
  for (const ticket of stuck) {
    // The ticket has no open order, so an item still marked open (a seed older than the items) is stale.
    await tx
      .update(paymentOrderItems)
      .set({ state: 'ENDED' })
      .where(and(eq(paymentOrderItems.ticketId, ticket.id), eq(paymentOrderItems.state, 'OPEN')));
    const expiresAt = new Date(now.getTime() + DEMO_ORDER_SECONDS * 1000);
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        orderNo: newOrderNo(now),
        ticketId: ticket.id,
        channel: '1',
        amountCents: ticket.amountCents,
        state: 'IN_PROGRESS',
        idempotencyKey: `demo-seed-${now.getTime()}`,
        ticketStatusBefore: 'UNPAID',
        requestedBy: 'visitor',
        expiresAt,
      })
      .returning();
    await tx.insert(paymentOrderItems).values({
      orderId: order!.id,
      kind: 'TICKET',
      ticketId: ticket.id,
      amountCents: ticket.amountCents,
      state: 'OPEN',
      ticketStatusBefore: 'UNPAID',
    });
    await enqueueJob(tx, {
      kind: RECONCILE_JOB,
      payload: { orderNo: order!.orderNo },
      runAt: new Date(expiresAt.getTime() + RECONCILE_GRACE_SECONDS * 1000),
      dedupeKey: `${RECONCILE_JOB}:${order!.orderNo}`,
      maxAttempts: 20,
    });
  }
  return stuck.length;
}
