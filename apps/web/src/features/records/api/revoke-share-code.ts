import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TcrShare } from '@eticket/domain/records/tcr-share.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { SHARES_KEY } from './get-share-codes.ts';

/** POST tcrRecords/share/revoke: withdraws a code not yet used. */
export function revokeShareCode(shareId: string) {
  return fetchData<TcrShare>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/tcrRecords/share/revoke',
    body: { shareId },
  });
}

export function useRevokeShareCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeShareCode,
    // A refusal (used or out of date meanwhile) also means the list is stale.
    onSettled: () => void client.invalidateQueries({ queryKey: SHARES_KEY }),
  });
}
