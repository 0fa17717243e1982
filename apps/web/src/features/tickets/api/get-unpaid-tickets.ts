import { queryOptions, useQuery } from '@tanstack/react-query';
import { unpaidTicketsSchema } from '@eticket/domain/tickets/ticket-list.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** GET tickets/unpaid: the acting role's unpaid tickets and their count. */
export async function getUnpaidTickets() {
  const data = await fetchData<unknown>({ url: 'rest/ticket/api/v1/publ/tickets/unpaid' });
  return unpaidTicketsSchema.parse(data);
}

export const unpaidTicketsQueryOptions = () =>
  queryOptions({ queryKey: ['tickets', 'unpaid'], queryFn: getUnpaidTickets });

export function useUnpaidTickets() {
  return useQuery(unpaidTicketsQueryOptions());
}
