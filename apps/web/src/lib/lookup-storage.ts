import { ticketViewSchema, type TicketView } from '@eticket/domain/tickets/ticket-view.schemas';

/**
 * The visitor's look-up: the lookup token (sent as `x-lookup-token` to the notice PDF, pay, result and
 * receipt calls) and the ticket as found, kept in session storage so no route parameter carries it.
 * Shared by the tickets and payments features (and current-lookup.ts), so it has one home here.
 */
export const LOOKUP_STORAGE_KEY = 'eticket.ticketLookup';

export interface StoredLookup {
  lookupToken: string;
  /** Epoch ms after which the server refuses the token. */
  expiresAt: number;
  ticket: TicketView;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveLookup(
  lookupToken: string,
  expiresInSeconds: number,
  ticket: TicketView,
  now = Date.now(),
) {
  const value: StoredLookup = { lookupToken, expiresAt: now + expiresInSeconds * 1000, ticket };
  storage()?.setItem(LOOKUP_STORAGE_KEY, JSON.stringify(value));
}

/** The stored look-up as kept (null when there is none): a value that changes only when the look-up does. */
export function storedLookupText(): string | null {
  try {
    return storage()?.getItem(LOOKUP_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The stored look-up, or null when there is none, it is malformed, or it has expired. */
export function loadLookup(now = Date.now()): StoredLookup | null {
  return parseLookup(storedLookupText(), now);
}

/** A look-up as kept (`storedLookupText`), or null when there is none, it is malformed, or it has expired. */
export function parseLookup(raw: string | null, now = Date.now()): StoredLookup | null {
  try {
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredLookup>;
    const ticket = ticketViewSchema.safeParse(value.ticket);
    if (typeof value.lookupToken !== 'string' || typeof value.expiresAt !== 'number' || !ticket.success)
      return null;
    if (value.expiresAt <= now) return null;
    return { lookupToken: value.lookupToken, expiresAt: value.expiresAt, ticket: ticket.data };
  } catch {
    return null;
  }
}

export function clearLookup() {
  storage()?.removeItem(LOOKUP_STORAGE_KEY);
}

/** The stored look-up's ticket replaced by the server's current answer (same token, same expiry). */
export function replaceLookedUpTicket(ticket: TicketView) {
  const lookup = loadLookup();
  if (!lookup || lookup.ticket.noticeNo !== ticket.noticeNo) return;
  storage()?.setItem(LOOKUP_STORAGE_KEY, JSON.stringify({ ...lookup, ticket }));
}
