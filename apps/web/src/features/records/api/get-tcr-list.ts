import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TcrList } from '@eticket/domain/records/tcr.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export const RECORDS_KEY = 'records';

export type TcrListPage = { page: number; pageSize: number };

/** GET tcrRecords/tcrRecordList (own) or tcrRecords/nonIndividual/tcrRecordList (the company's): a page. */
export function getTcrList(company: boolean, params: TcrListPage) {
  return fetchData<TcrList>({
    url: company
      ? 'rest/users/api/v1/publ/tcrRecords/nonIndividual/tcrRecordList'
      : 'rest/users/api/v1/publ/tcrRecords/tcrRecordList',
    params,
  });
}

export function useTcrList(company: boolean, params: TcrListPage) {
  return useQuery({
    queryKey: [RECORDS_KEY, 'list', company, params],
    queryFn: () => getTcrList(company, params),
    placeholderData: keepPreviousData,
  });
}
