import { queryOptions } from '@tanstack/react-query';
import { lookupResultSchema, type LookupResult } from '@eticket/domain/tickets/ticket-lookup.schemas';
import { fetchParsed, type ApiResult } from './api-client.ts';
import { clearLookup, saveLookup } from './lookup-storage.ts';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';

/** LOOKUP_EXPIRED (the token is out of date or not the server's) and TICKET_NOT_EXIST (no longer kept). */
export const LOOKUP_GONE_CODES: readonly string[] = [
  ERROR_CODES.LOOKUP_EXPIRED,
  ERROR_CODES.TICKET_NOT_EXIST,
];
/** How often a ticket whose payment is being confirmed is read again. */
export const CONFIRMING_POLL_MS = 10_000;

/**
 * GET tickets/lookup/current: the looked-up ticket as it is now, by its lookup token (the same answer
 * as the look-up, so a payment made meanwhile shows). Rejects with the ApiResult on failure.
 */
export async function getCurrentLookup(lookupToken: string): Promise<LookupResult> {
  return fetchParsed(lookupResultSchema, {
    url: 'rest/ticket/api/v1/publ/tickets/lookup/current',
    headers: { 'x-lookup-token': lookupToken },
    noToken: true,
    showError: false,
  });
}

/**
 * The one query of the visitor's ticket as the server has it now, for every page that shows or acts on
 * it (details, pay, paid): one key, one answer shape. The fresh answer replaces the stored copy; a token
 * the server refuses ends the look-up. Always re-read when a page mounts, so a page reached by Back
 * shows the ticket's state now, not when it was last seen.
 */
export const currentLookupQuery = (lookupToken: string | undefined) =>
  queryOptions<LookupResult, ApiResult<unknown>>({
    queryKey: ['tickets', 'lookup', 'current', lookupToken],
    queryFn: async () => {
      try {
        const fresh = await getCurrentLookup(lookupToken!);
        saveLookup(fresh.lookupToken, fresh.expiresInSeconds, fresh.ticket);
        return fresh;
      } catch (error) {
        if (LOOKUP_GONE_CODES.includes((error as ApiResult<unknown>).code)) clearLookup();
        throw error;
      }
    },
    enabled: Boolean(lookupToken),
    retry: false,
    // Not kept once no page shows it: the next page reads it afresh.
    gcTime: 0,
    staleTime: 0,
    refetchOnMount: 'always',
    // A payment being confirmed settles, or frees the ticket, within seconds to a minute or two (the
    // server's reconciliation): the page follows it rather than leave the visitor at "in progress".
    refetchInterval: (query) =>
      query.state.data?.ticket.status === 'IN_TRANSACTION' ? CONFIRMING_POLL_MS : false,
  });
