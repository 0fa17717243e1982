import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * Deletes the payment rows that exist because of tickets being purged: payments, their order items, the
 * orders left with no item and the gateway's notifications about those orders (the retention purge's
 * hook, in its transaction). An order of several tickets stays while one of its tickets does.
 */
export async function deletePaymentsOfTickets(tx: Database, ticketIds: readonly number[]) {
  if (ticketIds.length === 0) return;
  const ids = sql.join(
    ticketIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    select order_id from payment_order_items where ticket_id in (${ids})
    union select id from payment_orders where ticket_id in (${ids})`);
  const orderIds = (result as unknown as { rows: { order_id: string | number }[] }).rows.map((r) =>
    Number(r.order_id),
  );
  await tx.execute(sql`delete from payments where ticket_id in (${ids})`);
  await tx.execute(sql`delete from payment_order_items where ticket_id in (${ids})`);
  if (orderIds.length === 0) return;
  const orders = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const emptied = sql`
    select o.id from payment_orders o
    where o.id in (${orders})
      and not exists (select 1 from payment_order_items i where i.order_id = o.id)
      and not exists (select 1 from payments p where p.order_id = o.id)`;
  await tx.execute(sql`
    delete from gateway_notifications
    where order_no in (select order_no from payment_orders where id in (${emptied}))`);
  await tx.execute(sql`delete from payment_orders where id in (${emptied})`);
}
