import type { OrderAccess } from './api/get-payment-result.ts';
import { getToken } from '../../lib/session.ts';
import { ticketAccess } from '../../lib/ticket-access.ts';

/**
 * One payment attempt = one idempotency key. The key is made when the visitor first presses Pay for a
 * ticket and channel, and kept in session storage: a double click, a retry after a time-out or a reload
 * sends the same key, so the server answers the same order instead of charging twice. A new key is made
 * only for another channel or after the attempt ended without payment (cancelled, failed, expired).
 */
const ATTEMPT_KEY = 'eticket.payAttempt';
const ORDER_KEY = 'eticket.payOrder';

export interface PayAttempt {
  noticeNo: string;
  channel: string;
  idempotencyKey: string;
}

export interface PendingOrder {
  orderNo: string;
  /** The ticket of the payment of one ticket; null for an order of several items, followed by its payer. */
  noticeNo: string | null;
  channel: string;
}

/** A value kept in session storage (null when absent or unreadable). */
export function read<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Keeps a value in session storage; a blocked storage leaves it for this page only. */
export function write(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the key still lives for this page.
  }
}

/** 32 URL-safe characters from the platform's random source (the schema asks for 8 to 64 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The attempt for this ticket and channel: the stored one when it matches, else a new one (stored). */
export function attemptFor(
  noticeNo: string,
  channel: string,
  makeKey: () => string = newIdempotencyKey,
): PayAttempt {
  const stored = read<PayAttempt>(ATTEMPT_KEY);
  if (stored && stored.noticeNo === noticeNo && stored.channel === channel && stored.idempotencyKey)
    return stored;
  const attempt = { noticeNo, channel, idempotencyKey: makeKey() };
  write(ATTEMPT_KEY, attempt);
  return attempt;
}

/** The attempt ended (paid, or not): the next Pay is a new attempt. */
export function endAttempt() {
  try {
    window.sessionStorage.removeItem(ATTEMPT_KEY);
  } catch {
    // nothing stored
  }
}

export function savePendingOrder(order: PendingOrder) {
  write(ORDER_KEY, order);
}

export function pendingOrder(orderNo: string): PendingOrder | null {
  const order = read<PendingOrder>(ORDER_KEY);
  return order?.orderNo === orderNo ? order : null;
}

/**
 * Who follows an order on the waiting and result pages: the ticket's access for the payment of one ticket
 * started here, else the logged-in payer (an order of several items, or of a fee another page started),
 * else a visitor's look-up.
 */
export function orderAccess(orderNo: string): OrderAccess | null {
  const pending = pendingOrder(orderNo);
  if (pending?.noticeNo) return ticketAccess(pending.noticeNo);
  if (getToken()) return 'payer';
  return ticketAccess(null);
}
