import type { TicketStatus } from './ticket-status-rules.ts';

/** Spec section 9: "Tickets are kept 6 months" (and the payment record shows the last 6 months). */
export const TICKET_RETENTION_MONTHS = 6;

/**
 * Statuses after which nothing is owed and nothing is decided any more: the ticket was paid, cancelled, or
 * its payment refunded. Only a ticket in one of these can come to the end of its retention. Unpaid,
 * overdue, in transaction, under investigation, investigation completed, pay at court shroff and refund in
 * process are kept whatever their age: the ticket still asks something of someone.
 */
export const RETENTION_FINAL_STATUSES: readonly TicketStatus[] = [
  'SETTLED',
  'CANCELLED_AFTER_INVESTIGATION',
  'CANCELLED_BY_COURT',
  'REFUNDED',
];

export function isRetentionFinal(status: string): boolean {
  return (RETENTION_FINAL_STATUSES as readonly string[]).includes(status);
}

/** Adds calendar months to an instant, keeping the day within the target month (31 Aug + 6 → 28/29 Feb). */
export function addMonths(instant: Date, months: number): Date {
  const d = new Date(instant.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/**
 * The retention of a ticket counts from the moment it reached its final status (its last status change),
 * not from its issue or offence: a notice settled yesterday is kept six months from yesterday. The ticket
 * is deleted once that moment is older than this cut-off.
 */
export function retentionCutoff(now: Date): Date {
  return addMonths(now, -TICKET_RETENTION_MONTHS);
}

/**
 * Whether a ticket's retention has ended: a final status reached before the cut-off, and no money still
 * moving (no open online order, no payment received twice and still to be refunded).
 */
export function retentionEnded(
  ticket: { status: string; finalSince: Date; moneyMoving: boolean },
  now: Date,
): boolean {
  return (
    isRetentionFinal(ticket.status) &&
    !ticket.moneyMoving &&
    ticket.finalSince.getTime() < retentionCutoff(now).getTime()
  );
}
