import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ticketPageSchema } from '@eticket/domain/tickets/ticket-list.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export interface MyTicketsQuery {
  status?: string;
  vehicleNo?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** GET tickets: the acting role's tickets, newest offence first. */
export async function getMyTickets(query: MyTicketsQuery) {
  const data = await fetchData<unknown>({ url: 'rest/ticket/api/v1/publ/tickets', params: { ...query } });
  return ticketPageSchema.parse(data);
}

export const myTicketsQueryOptions = (query: MyTicketsQuery) =>
  queryOptions({ queryKey: ['tickets', 'mine', query], queryFn: () => getMyTickets(query) });

export function useMyTickets(query: MyTicketsQuery) {
  return useQuery({ ...myTicketsQueryOptions(query), placeholderData: keepPreviousData });
}
