import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOwnTicket } from '../../../lib/api/get-own-ticket.ts';

export const myTicketQueryOptions = (noticeNo: string) =>
  queryOptions({ queryKey: ['tickets', 'mine', 'one', noticeNo], queryFn: () => getOwnTicket(noticeNo) });

export function useMyTicket(noticeNo: string) {
  return useQuery({ ...myTicketQueryOptions(noticeNo), enabled: noticeNo !== '' });
}
