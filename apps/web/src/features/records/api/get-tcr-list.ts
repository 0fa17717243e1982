import { useQuery } from '@tanstack/react-query';
import type { TcrList } from '@eticket/domain/records/tcr.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export const RECORDS_KEY = 'records';

/** GET tcrRecords/tcrRecordList (own) or tcrRecords/nonIndividual/tcrRecordList (the company's). */
export function getTcrList(company: boolean) {
  return fetchData<TcrList>({
    url: company
      ? 'rest/users/api/v1/publ/tcrRecords/nonIndividual/tcrRecordList'
      : 'rest/users/api/v1/publ/tcrRecords/tcrRecordList',
  });
}

export function useTcrList(company: boolean) {
  return useQuery({ queryKey: [RECORDS_KEY, 'list', company], queryFn: () => getTcrList(company) });
}
