import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unpaidTicketsSchema } from '@eticket/domain/tickets/ticket-list.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export interface UnpaidTicketsPage {
  page: number;
  pageSize: number;
}

/** GET tickets/unpaid: a page of the acting role's unpaid tickets, and their count. */
export async function getUnpaidTickets(query: UnpaidTicketsPage) {
  const data = await fetchData<unknown>({
    url: 'rest/ticket/api/v1/publ/tickets/unpaid',
    params: { ...query },
  });
  return unpaidTicketsSchema.parse(data);
}

export const unpaidTicketsQueryOptions = (query: UnpaidTicketsPage) =>
  queryOptions({ queryKey: ['tickets', 'unpaid', query], queryFn: () => getUnpaidTickets(query) });

export function useUnpaidTickets(query: UnpaidTicketsPage) {
  return useQuery({ ...unpaidTicketsQueryOptions(query), placeholderData: keepPreviousData });
}
