import { gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentOrders } from './payments.table.ts';

/**
 * The online payments that ended since `since`, by outcome: succeeded, failed (refused by the gateway or
 * never opened there), and not completed (cancelled by the payer or left until the order expired). Read
 * through `payment_orders_settled_at_idx`.
 */
export async function onlinePaymentOutcomes(db: Database, since: Date) {
  const [row] = await db
    .select({
      succeeded: sql<number>`(count(*) filter (where ${paymentOrders.state} = 'SUCCESS'))::int`,
      failed: sql<number>`(count(*) filter (where ${paymentOrders.state} = 'FAILED'))::int`,
      notCompleted: sql<number>`(count(*) filter (where ${paymentOrders.state} in ('CANCELLED', 'EXPIRED')))::int`,
    })
    .from(paymentOrders)
    .where(gte(paymentOrders.settledAt, since));
  return { succeeded: row?.succeeded ?? 0, failed: row?.failed ?? 0, notCompleted: row?.notCompleted ?? 0 };
}
