import type { PaymentState } from '@eticket/domain/payments/payment.schemas';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';

export type Outcome =
  | 'success'
  | 'pending'
  | 'failed'
  | 'cancelled'
  | 'expired'
  | 'timeout'
  | 'inProgress'
  | 'alreadyPaid'
  | 'notPayable'
  | 'lookupExpired'
  | 'notFound'
  | 'error';

/** What the visitor can do next from each outcome. */
export type NextStep = 'receipt' | 'payAgain' | 'checkAgain' | 'viewPaid' | 'backToTicket' | 'searchAgain';

/** The order's state as answered by pay/result. */
const BY_STATE: Record<PaymentState, Outcome> = {
  SUCCESS: 'success',
  PAYING: 'pending',
  IN_PROGRESS: 'pending',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

/** The error codes pay and pay/result answer (error catalogue, spec section 8). */
const BY_CODE: Record<string, Outcome> = {
  [ERROR_CODES.PAYMENT_FAILED]: 'failed',
  [ERROR_CODES.PAYMENT_CANCELLED]: 'cancelled',
  [ERROR_CODES.PAYMENT_EXPIRED]: 'expired',
  [ERROR_CODES.PAYMENT_TIMEOUT]: 'timeout',
  [ERROR_CODES.PAYMENT_IN_PROGRESS]: 'inProgress',
  [ERROR_CODES.PAYMENT_NOT_FOUND]: 'notFound',
  [ERROR_CODES.TICKET_NOT_PAYABLE]: 'notPayable',
  [ERROR_CODES.TICKET_ALREADY_PAID]: 'alreadyPaid',
  [ERROR_CODES.LOOKUP_EXPIRED]: 'lookupExpired',
  request_timeout: 'timeout',
};

/** One table from answer to view (alphagov/pay-frontend style): a state when it succeeded, else the code. */
export function outcomeOf(answer: { state?: PaymentState | null; code?: string | null }): Outcome {
  if (answer.state) return BY_STATE[answer.state];
  return (answer.code && BY_CODE[answer.code]) || 'error';
}

export const NEXT_STEPS: Record<Outcome, NextStep[]> = {
  success: ['receipt', 'backToTicket'],
  pending: ['checkAgain'],
  failed: ['payAgain', 'backToTicket'],
  cancelled: ['payAgain', 'backToTicket'],
  expired: ['payAgain', 'backToTicket'],
  timeout: ['checkAgain', 'backToTicket'],
  inProgress: ['checkAgain', 'backToTicket'],
  alreadyPaid: ['viewPaid'],
  notPayable: ['backToTicket'],
  lookupExpired: ['searchAgain'],
  notFound: ['backToTicket'],
  error: ['checkAgain', 'backToTicket'],
};

/** Outcomes after which no money moved and the attempt is over: the next Pay gets a new key. */
export function endsAttempt(outcome: Outcome): boolean {
  return (
    outcome === 'failed' ||
    outcome === 'cancelled' ||
    outcome === 'expired' ||
    outcome === 'success' ||
    outcome === 'alreadyPaid'
  );
}

export function isFinal(outcome: Outcome): boolean {
  return outcome !== 'pending';
}

/** An order that pays fees only (a certificate's, say): its result speaks of the fee, never of a ticket. */
export function paysFeesOnly(order: { items: readonly { kind: string }[] } | null | undefined): boolean {
  return !!order && order.items.length > 0 && order.items.every((item) => item.kind === 'FEE');
}
