import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import { loadLookup } from './lookup-storage.ts';
import { getToken } from './session.ts';

/**
 * Which ticket a call is about (notice PDF, pay, result, receipt). A visitor names it with the lookup token of their look-up
 * (lib/lookup-storage.ts); a logged-in user names it with the notice no.
 */
export interface TicketAccess {
  noticeNo: string;
  lookupToken?: string;
  /** The ticket as the visitor's look-up found it. */
  ticket?: TicketView;
}

/**
 * The access for a notice no named in the query (logged-in users) or, without one, the visitor's
 * look-up. Null when neither applies.
 */
export function ticketAccess(noticeNo: string | null, now = Date.now()): TicketAccess | null {
  const lookup = loadLookup(now);
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

/** The query that names a logged-in user's ticket (a visitor's token names it alone). */
export function accessParams(access: TicketAccess): Record<string, string> {
  return access.lookupToken ? {} : { noticeNo: access.noticeNo };
}
