import { useQuery } from '@tanstack/react-query';
import type { TcrShareList } from '@eticket/domain/records/tcr-share.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { RECORDS_KEY } from './get-tcr-list.ts';

export const SHARES_KEY = [RECORDS_KEY, 'shares'] as const;

/** GET tcrRecords/share/list: the holder's share codes with their status (never the codes). */
export function getShareCodes() {
  return fetchData<TcrShareList>({ url: 'rest/users/api/v1/publ/tcrRecords/share/list' });
}

export function useShareCodes() {
  return useQuery({ queryKey: SHARES_KEY, queryFn: getShareCodes });
}
