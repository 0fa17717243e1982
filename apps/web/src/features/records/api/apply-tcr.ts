import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TcrApplication, TcrApplyBody } from '@eticket/domain/records/tcr.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { RECORDS_KEY } from './get-tcr-list.ts';

/** POST tcrRecords: a personal application, waiting for its fee. */
export function applyTcr(body: TcrApplyBody) {
  return fetchData<TcrApplication>({ method: 'POST', url: 'rest/users/api/v1/publ/tcrRecords', body });
}

export function useApplyTcr() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyTcr,
    onSuccess: () => void client.invalidateQueries({ queryKey: [RECORDS_KEY, 'list'] }),
  });
}
