import { useQuery } from '@tanstack/react-query';
import type { TcrApplication } from '@eticket/domain/records/tcr.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { RECORDS_KEY } from './get-tcr-list.ts';

/** POST tcrRecords/details/{id} (own) or tcrRecords/nonIndividual/detail (the company's). */
export function getTcrDetail(id: string, company: boolean) {
  return company
    ? fetchData<TcrApplication>({
        method: 'POST',
        url: 'rest/users/api/v1/publ/tcrRecords/nonIndividual/detail',
        body: { id },
      })
    : fetchData<TcrApplication>({
        method: 'POST',
        url: 'rest/users/api/v1/publ/tcrRecords/details/{id}',
        pathParams: { id },
      });
}

/** Read again every 2 s while the record is being processed, so the certificate shows when it is issued. */
export function useTcrDetail(id: string | null, company: boolean) {
  return useQuery({
    queryKey: [RECORDS_KEY, 'detail', id, company],
    queryFn: () => getTcrDetail(id!, company),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'PROCESSING' ? 2000 : false),
  });
}
