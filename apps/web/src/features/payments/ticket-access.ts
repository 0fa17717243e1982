import { TICKET_STATUS_CATALOGUE } from '@eticket/domain/params/ticket-statuses';
import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import { getToken } from '../../lib/session.ts';

/**
 * Which ticket a payment call is about. A visitor names it with the lookup token the tickets feature
 * keeps in session storage under LOOKUP_STORAGE_KEY (tickets/lookup-storage.ts: that key is the contract
 * between the two features); a logged-in user names it with the notice no.
 */
export interface TicketAccess {
  noticeNo: string;
  lookupToken?: string;
  /** The ticket as the visitor's look-up found it. */
  ticket?: TicketView;
}

const LOOKUP_STORAGE_KEY = 'eticket.ticketLookup';

interface StoredLookup {
  lookupToken: string;
  expiresAt: number;
  ticket: TicketView;
}

function readLookup(now = Date.now()): StoredLookup | null {
  try {
    const raw = window.sessionStorage.getItem(LOOKUP_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as StoredLookup) : null;
    if (!value || typeof value.lookupToken !== 'string' || !value.ticket || value.expiresAt <= now)
      return null;
    return value;
  } catch {
    return null;
  }
}

/**
 * The access for a notice no named in the query (logged-in users) or, without one, the visitor's
 * look-up. Null when neither applies.
 */
export function ticketAccess(noticeNo: string | null, now = Date.now()): TicketAccess | null {
  const lookup = readLookup(now);
  if (noticeNo && getToken()) {
    return lookup?.ticket.noticeNo === noticeNo
      ? { noticeNo, lookupToken: lookup.lookupToken, ticket: lookup.ticket }
      : { noticeNo };
  }
  if (!lookup) return null;
  if (noticeNo && lookup.ticket.noticeNo !== noticeNo) return null;
  return { noticeNo: lookup.ticket.noticeNo, lookupToken: lookup.lookupToken, ticket: lookup.ticket };
}

/** Headers and query that name the ticket for the server. */
export function accessHeaders(access: TicketAccess): Record<string, string> | undefined {
  return access.lookupToken ? { 'x-lookup-token': access.lookupToken } : undefined;
}

/** The stored look-up's ticket replaced by the server's current answer (same token, same expiry). */
export function replaceLookedUpTicket(ticket: TicketView) {
  const lookup = readLookup();
  if (!lookup || lookup.ticket.noticeNo !== ticket.noticeNo) return;
  window.sessionStorage.setItem(LOOKUP_STORAGE_KEY, JSON.stringify({ ...lookup, ticket }));
}

/** After a successful payment the stored look-up shows the ticket as settled (no second payment). */
export function markLookupSettled(noticeNo: string) {
  const lookup = readLookup();
  if (!lookup || lookup.ticket.noticeNo !== noticeNo) return;
  const settled = TICKET_STATUS_CATALOGUE.find((s) => s.code === 'SETTLED');
  const ticket: TicketView = {
    ...lookup.ticket,
    status: 'SETTLED',
    payable: false,
    ...(settled ? { statusLabel: settled.label } : {}),
  };
  window.sessionStorage.setItem(LOOKUP_STORAGE_KEY, JSON.stringify({ ...lookup, ticket }));
}
