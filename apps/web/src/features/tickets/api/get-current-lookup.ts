import { useQuery } from '@tanstack/react-query';
import { lookupResultSchema, type LookupResult } from '@eticket/domain/tickets/ticket-lookup.schemas';
import { request, type ApiResult } from '../../../lib/api-client.ts';
import { clearLookup, loadLookup, saveLookup } from '../lookup-storage.ts';

/** LOOKUP_EXPIRED (the token is out of date or not the server's) and TICKET_NOT_EXIST (no longer kept). */
const GONE_CODES = ['TKT-E-0009', 'TKT-E-0005'];
/** How often a ticket whose payment is being confirmed is read again. */
export const CONFIRMING_POLL_MS = 10_000;

/**
 * GET tickets/lookup/current: the looked-up ticket as it is now, by its lookup token (the same answer
 * as the look-up, so a payment made meanwhile shows). Rejects with the ApiResult on failure.
 */
export async function getCurrentLookup(lookupToken: string): Promise<LookupResult> {
  const result = await request<unknown>({
    url: 'rest/ticket/api/v1/publ/tickets/lookup/current',
    headers: { 'x-lookup-token': lookupToken },
    noToken: true,
    showError: false,
  });
  if (result.code !== '0') throw result;
  return lookupResultSchema.parse(result.data);
}

/**
 * The visitor's look-up, re-read from the server on every visit to the page. The fresh answer replaces
 * the stored copy; a token the server refuses ends the look-up (the visitor searches again). `stale` is
 * the stored copy, for when the server cannot be reached.
 */
export function useCurrentLookup() {
  const stored = loadLookup();
  const query = useQuery<LookupResult, ApiResult<unknown>>({
    queryKey: ['tickets', 'lookup', 'current', stored?.lookupToken],
    queryFn: async () => {
      try {
        const fresh = await getCurrentLookup(stored!.lookupToken);
        saveLookup(fresh.lookupToken, fresh.expiresInSeconds, fresh.ticket);
        return fresh;
      } catch (error) {
        if (GONE_CODES.includes((error as ApiResult<unknown>).code)) clearLookup();
        throw error;
      }
    },
    enabled: stored !== null,
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: true,
    // A payment being confirmed settles, or frees the ticket, within seconds to a minute or two (the
    // server's reconciliation): the page follows it rather than leave the visitor at "in progress".
    refetchInterval: (query) =>
      query.state.data?.ticket.status === 'IN_TRANSACTION' ? CONFIRMING_POLL_MS : false,
  });
  const expired = query.error ? GONE_CODES.includes(query.error.code) : false;
  return {
    lookupToken: stored?.lookupToken,
    ticket: query.data?.ticket ?? (query.isError && !expired ? stored?.ticket : undefined),
    loading: stored !== null && query.isPending,
    gone: stored === null || expired,
  };
}
