import { useQuery } from '@tanstack/react-query';
import { getOwnTicket } from '../../../lib/api/get-own-ticket.ts';
import { currentLookupQuery } from '../../../lib/current-lookup.ts';
import type { TicketAccess } from '../../../lib/ticket-access.ts';

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
    queryFn: () => getOwnTicket(access!.noticeNo, { showError: false }),
    enabled: Boolean(access && !access.lookupToken),
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  return access?.lookupToken ? visitor : own;
}
