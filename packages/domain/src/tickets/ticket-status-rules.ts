/**
 * Which ticket statuses follow which (spec section 4 gives the statuses, not the rules; ADR 0004 records
 * ours). SETTLED is reached only through a payment and IN_TRANSACTION only through an online order, so
 * neither is a target of the internal status endpoint. A new status goes at the end: the demo tickets'
 * notice numbers follow this order (seed/demo-data.ts).
 */
export const TICKET_STATUSES = [
  'UNPAID',
  'IN_TRANSACTION',
  'SETTLED',
  'UNDER_INVESTIGATION',
  'INVESTIGATION_COMPLETED',
  'CANCELLED_AFTER_INVESTIGATION',
  'CANCELLED_BY_COURT',
  'OVERDUE',
  'PAY_AT_COURT_SHROFF',
  'REFUND_IN_PROCESS',
  'REFUNDED',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * Statuses a fixed penalty can still be paid in, online or not. An overdue notice stays payable (a demand
 * notice follows, hk-facts); once the court orders payment at its shroff, only the court takes the money.
 * A disputed ticket (under investigation) may still be paid, which withdraws the dispute (spec section 4);
 * an investigation that upholds the ticket leaves it payable by a new last day (ADR 0033).
 */
export const PAYABLE_STATUSES: readonly TicketStatus[] = [
  'UNPAID',
  'OVERDUE',
  'UNDER_INVESTIGATION',
  'INVESTIGATION_COMPLETED',
];

export type PaymentRefusal = 'TICKET_ALREADY_PAID' | 'PAYMENT_IN_PROGRESS' | 'TICKET_NOT_PAYABLE';

/** Why a ticket in this status cannot be paid now, or null when it can. */
export function paymentRefusal(status: string): PaymentRefusal | null {
  if ((PAYABLE_STATUSES as readonly string[]).includes(status)) return null;
  if (status === 'SETTLED') return 'TICKET_ALREADY_PAID';
  if (status === 'IN_TRANSACTION') return 'PAYMENT_IN_PROGRESS';
  return 'TICKET_NOT_PAYABLE';
}

/** Targets of the internal status endpoint (police and court systems), by current status. */
const INTERNAL_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  UNPAID: ['OVERDUE', 'UNDER_INVESTIGATION', 'PAY_AT_COURT_SHROFF', 'CANCELLED_BY_COURT'],
  OVERDUE: ['UNDER_INVESTIGATION', 'PAY_AT_COURT_SHROFF', 'CANCELLED_BY_COURT'],
  UNDER_INVESTIGATION: ['INVESTIGATION_COMPLETED', 'CANCELLED_AFTER_INVESTIGATION'],
  INVESTIGATION_COMPLETED: ['UNPAID', 'OVERDUE', 'PAY_AT_COURT_SHROFF', 'CANCELLED_AFTER_INVESTIGATION'],
  PAY_AT_COURT_SHROFF: ['CANCELLED_BY_COURT'],
  // A paid ticket later cancelled is refunded; the refund is the visible status.
  SETTLED: ['REFUND_IN_PROCESS'],
  REFUND_IN_PROCESS: ['REFUNDED', 'SETTLED'],
  CANCELLED_AFTER_INVESTIGATION: [],
  CANCELLED_BY_COURT: [],
  REFUNDED: [],
  // An open online order decides first; the payment module moves the ticket on.
  IN_TRANSACTION: [],
};

export function isTicketStatus(value: unknown): value is TicketStatus {
  return typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: string, to: string): boolean {
  return isTicketStatus(from) && isTicketStatus(to) && INTERNAL_TRANSITIONS[from].includes(to);
}

/** Statuses that need a date beside them (spec: "refunded (with date)"). */
export const DATED_STATUSES: readonly TicketStatus[] = ['REFUNDED'];
