import { useQuery } from '@tanstack/react-query';
import { ticketViewSchema, type TicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { currentLookupQuery } from '../../../lib/current-lookup.ts';
import type { TicketAccess } from '../ticket-access.ts';

/** GET tickets/{noticeNo}: a logged-in user's ticket as it is now. */
async function getOwnTicket(noticeNo: string): Promise<TicketView> {
  const data = await fetchData<unknown>({
    url: 'rest/ticket/api/v1/publ/tickets/{noticeNo}',
    pathParams: { noticeNo },
    showError: false,
  });
  return ticketViewSchema.parse(data);
}

/**
 * The ticket a payment page is about, as the server has it now: a visitor's through the shared look-up
 * query (lib/current-lookup.ts), a logged-in user's by notice no. Re-read whenever a page mounts, Back
 * included, so a page never offers to pay a ticket that is paid.
 */
export function useCurrentTicket(access: TicketAccess | null) {
  const visitor = useQuery({
    ...currentLookupQuery(access?.lookupToken),
    select: (answer) => answer.ticket,
  });
  const own = useQuery({
    queryKey: ['tickets', 'payments', 'own', access?.noticeNo],
    queryFn: () => getOwnTicket(access!.noticeNo),
    enabled: Boolean(access && !access.lookupToken),
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  return access?.lookupToken ? visitor : own;
}
