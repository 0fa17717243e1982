import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { vehicleCondition, type TicketScope } from '../tickets/ticket-scope.ts';
import { payments } from './payments.table.ts';

const recordColumns = {
  transactionNo: payments.transactionNo,
  ticketId: payments.ticketId,
  methodCode: payments.methodCode,
  channel: payments.channel,
  amountCents: payments.amountCents,
  paidAt: payments.paidAt,
  noticeNo: tickets.noticeNo,
  vehicleNo: tickets.vehicleNo,
};

/** Payments of the tickets a scope may see, paid in [since, until), newest first. */
export async function paymentsInScope(db: Database, scope: TicketScope, since: Date, until?: Date) {
  const parts: SQL[] = [await vehicleCondition(db, scope), gte(payments.paidAt, since)];
  if (until) parts.push(lt(payments.paidAt, until));
  return db
    .select(recordColumns)
    .from(payments)
    .innerJoin(tickets, eq(tickets.id, payments.ticketId))
    .where(and(...parts))
    .orderBy(desc(payments.paidAt))
    .limit(5000);
}

export async function paymentInScope(db: Database, scope: TicketScope, transactionNo: string) {
  const rows = await db
    .select(recordColumns)
    .from(payments)
    .innerJoin(tickets, eq(tickets.id, payments.ticketId))
    .where(and(await vehicleCondition(db, scope), eq(payments.transactionNo, transactionNo)))
    .limit(1);
  return rows[0];
}
