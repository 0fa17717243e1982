import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TcrShareBody, TcrShareMade } from '@eticket/domain/records/tcr-share.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { SHARES_KEY } from './get-share-codes.ts';

/** POST tcrRecords/share: a single-use code for one own completed certificate, answered this once. */
export function makeShareCode(body: TcrShareBody) {
  return fetchData<TcrShareMade>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/tcrRecords/share',
    body,
  });
}

export function useMakeShareCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: makeShareCode,
    onSuccess: () => void client.invalidateQueries({ queryKey: SHARES_KEY }),
  });
}
