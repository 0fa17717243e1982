import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketViewSchema } from '@eticket/domain/tickets/ticket-view.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** GET tickets/{noticeNo}: one ticket of the acting role. */
export async function getMyTicket(noticeNo: string) {
  const data = await fetchData<unknown>({
    url: 'rest/ticket/api/v1/publ/tickets/{noticeNo}',
    pathParams: { noticeNo },
  });
  return ticketViewSchema.parse(data);
}

export const myTicketQueryOptions = (noticeNo: string) =>
  queryOptions({ queryKey: ['tickets', 'mine', 'one', noticeNo], queryFn: () => getMyTicket(noticeNo) });

export function useMyTicket(noticeNo: string) {
  return useQuery({ ...myTicketQueryOptions(noticeNo), enabled: noticeNo !== '' });
}
