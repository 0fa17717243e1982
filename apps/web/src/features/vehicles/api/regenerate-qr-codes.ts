import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';

/** POST users/veh/qr/regenerate: new codes for up to 5 own vehicles; the old ones expire at once. */
export function regenerateQrCodes(vehicleIds: number[]) {
  return fetchData<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/veh/qr/regenerate',
    body: { vehicleIds },
  });
}

export function useRegenerateQrCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: regenerateQrCodes,
    onSuccess: () => client.invalidateQueries({ queryKey: ['vehicles'] }),
  });
}
