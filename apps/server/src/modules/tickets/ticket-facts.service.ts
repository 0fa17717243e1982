import { addDays } from '@eticket/domain/common/hong-kong-time';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { unpaidDueBy } from './ticket-list.repository.ts';
import { scopeOf } from './ticket-scope.ts';
import { ticketIdInScope } from './ticket-access.ts';
import { findFactsById, findFactsDueBy } from './tickets.repository.ts';

/**
 * What other modules (messages: delivery, reminders, the calendar file, the outstanding list) read of a
 * ticket: its notice no, vehicle, amount, deadline and status.
 */
export interface TicketFacts {
  id: number;
  noticeNo: string;
  vehicleNo: string;
  amountCents: number;
  /** YYYY-MM-DD, Hong Kong. */
  paymentDeadline: string;
  status: string;
}

/** Not yet paid, so a reminder or an outstanding entry still makes sense. */
export const UNPAID_STATUSES = ['UNPAID', 'OVERDUE', 'IN_TRANSACTION'] as const;

export async function ticketFacts(db: Database, ticketId: number): Promise<TicketFacts | undefined> {
  return findFactsById(db, ticketId);
}

/** Unpaid tickets whose deadline is between `today` and `today + days` (Hong Kong dates). */
export async function unpaidTicketsDueWithin(
  db: Database,
  today: string,
  days: number,
): Promise<TicketFacts[]> {
  return findFactsDueBy(db, ['UNPAID'], today, addDays(today, days));
}

/** The outstanding list shows at most this many tickets (nearest deadline first). */
const OUTSTANDING_LIMIT = 100;

/** The acting role's unpaid tickets whose deadline is at most `days` away (or already passed), nearest first. */
export async function unpaidTicketsNearDeadline(
  db: Database,
  principal: Principal,
  today: string,
  days: number,
): Promise<TicketFacts[]> {
  return unpaidDueBy(db, scopeOf(principal), { last: addDays(today, days) }, OUTSTANDING_LIMIT);
}

/**
 * The acting role's unpaid tickets whose deadline is from `today` to `today + days` (Hong Kong dates),
 * nearest first: a deadline already passed is no longer "within days of the deadline".
 */
export async function unpaidTicketsOfDueWithin(
  db: Database,
  principal: Principal,
  today: string,
  days: number,
): Promise<TicketFacts[]> {
  return unpaidDueBy(db, scopeOf(principal), { first: today, last: addDays(today, days) }, OUTSTANDING_LIMIT);
}

/** A ticket the principal may see, by notice no; TICKET_NOT_EXIST otherwise. */
export async function ticketFactsInScope(db: Database, principal: Principal, noticeNo: string) {
  return (await findFactsById(db, await ticketIdInScope(db, principal, noticeNo)))!;
}
