import { useQuery } from '@tanstack/react-query';
import type { TcrPayInfo } from '@eticket/domain/records/tcr.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { RECORDS_KEY } from './get-tcr-list.ts';

/** POST tcrRecords/detail/payInfo (own) or tcrRecords/nonIndividual/detail/payInfo: the fee and whether it can be paid. */
export function getTcrPayInfo(id: string, company: boolean) {
  return fetchData<TcrPayInfo>({
    method: 'POST',
    url: company
      ? 'rest/users/api/v1/publ/tcrRecords/nonIndividual/detail/payInfo'
      : 'rest/users/api/v1/publ/tcrRecords/detail/payInfo',
    body: { id },
  });
}

export function useTcrPayInfo(id: string | null, company: boolean) {
  return useQuery({
    queryKey: [RECORDS_KEY, 'payInfo', id, company],
    queryFn: () => getTcrPayInfo(id!, company),
    enabled: id !== null,
  });
}
