import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { boundedCount, boundedTotalColumn, ONE } from '../../db/bounded-count.ts';
import type { Database } from '../../db/database.ts';
import { ticketParties, tickets } from '../tickets/tickets.table.ts';
import { partyCondition, ticketInScope, type TicketScope } from '../tickets/ticket-scope.ts';
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

/**
 * Payments of the tickets a scope may see, paid in [since, until), newest first: read through the
 * party's index of its tickets' payment instants (ADR 0043), so the cost follows the page, not the fleet.
 * Each row carries the pager's total (`countedPayments`) as a column: a page and its total are one round
 * trip (db/bounded-count.ts, `totalOfPageColumn`).
 */
export function paymentsInScope(
  db: Database,
  scope: TicketScope,
  period: { since: Date; until?: Date },
  page: { offset: number; limit: number },
) {
  return db
    .select({ ...recordColumns, total: boundedTotalColumn(db, countedPayments(db, scope, period)) })
    .from(ticketParties)
    .innerJoin(payments, eq(payments.ticketId, ticketParties.ticketId))
    .innerJoin(tickets, eq(tickets.id, ticketParties.ticketId))
    .where(whereOf(scope, period))
    .orderBy(desc(ticketParties.paidAt), desc(ticketParties.ticketId), desc(payments.paidAt))
    .limit(page.limit)
    .offset(page.offset);
}

function whereOf(scope: TicketScope, period: { since: Date; until?: Date }): SQL {
  const parts: SQL[] = [
    partyCondition(scope),
    gte(ticketParties.paidAt, period.since),
    gte(payments.paidAt, period.since),
  ];
  if (period.until) parts.push(lt(payments.paidAt, period.until));
  return and(...parts)!;
}

/**
 * The pager's total of `paymentsInScope`: exact up to COUNT_LIMIT. Counted on the party's rows alone: a
 * ticket has one payment, whose instant the parties carry (`ticket_parties.paid_at`), so the count walks
 * one index range without reading a payment.
 */
export function countPaymentsInScope(
  db: Database,
  scope: TicketScope,
  period: { since: Date; until?: Date },
) {
  return boundedCount(db, countedPayments(db, scope, period));
}

function countedPayments(db: Database, scope: TicketScope, period: { since: Date; until?: Date }) {
  return db
    .select(ONE)
    .from(ticketParties)
    .where(
      and(
        partyCondition(scope),
        gte(ticketParties.paidAt, period.since),
        period.until ? lt(ticketParties.paidAt, period.until) : undefined,
      ),
    )
    .orderBy(desc(ticketParties.paidAt), desc(ticketParties.ticketId));
}

export async function paymentInScope(db: Database, scope: TicketScope, transactionNo: string) {
  const rows = await db
    .select(recordColumns)
    .from(payments)
    .innerJoin(tickets, eq(tickets.id, payments.ticketId))
    .where(and(ticketInScope(scope), eq(payments.transactionNo, transactionNo)))
    .limit(1);
  return rows[0];
}
