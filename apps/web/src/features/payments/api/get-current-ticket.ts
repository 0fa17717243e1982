import { useQuery } from '@tanstack/react-query';
import { lookupResultSchema } from '@eticket/domain/tickets/ticket-lookup.schemas';
import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import { request } from '../../../lib/api-client.ts';
import { replaceLookedUpTicket, type TicketAccess } from '../ticket-access.ts';

/**
 * GET tickets/lookup/current: the visitor's ticket as the server has it now (after the payment), by the
 * lookup token. The stored look-up is brought up to date with it. Rejects with the ApiResult.
 */
export async function getCurrentTicket(lookupToken: string): Promise<TicketView> {
  const result = await request<unknown>({
    url: 'rest/ticket/api/v1/publ/tickets/lookup/current',
    headers: { 'x-lookup-token': lookupToken },
    noToken: true,
    showError: false,
  });
  if (result.code !== '0') throw result;
  const fresh = lookupResultSchema.parse(result.data);
  replaceLookedUpTicket(fresh.ticket);
  return fresh.ticket;
}

/** The visitor's ticket re-read from the server; undefined for a logged-in user's access. */
export function useCurrentTicket(access: TicketAccess | null) {
  return useQuery({
    queryKey: ['tickets', 'lookup', 'current', access?.lookupToken],
    queryFn: () => getCurrentTicket(access!.lookupToken!),
    enabled: Boolean(access?.lookupToken),
    retry: false,
    gcTime: 0,
  });
}
