import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * Deletes the payment rows that exist because of tickets being purged: payments, orders and the
 * gateway's notifications about those orders (the retention purge's hook, in its transaction).
 */
export async function deletePaymentsOfTickets(tx: Database, ticketIds: readonly number[]) {
  if (ticketIds.length === 0) return;
  const ids = sql.join(
    ticketIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`delete from payments where ticket_id in (${ids})`);
  await tx.execute(sql`
    delete from gateway_notifications
    where order_no in (select order_no from payment_orders where ticket_id in (${ids}))`);
  await tx.execute(sql`delete from payment_orders where ticket_id in (${ids})`);
}
