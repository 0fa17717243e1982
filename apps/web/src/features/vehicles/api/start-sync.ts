import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleSyncStatusSchema } from '@eticket/domain/vehicles/vehicle.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** POST users/sync/veh/user (personal role) or users/sync/veh/org (company administrator). */
export async function startSync(route: 'user' | 'org') {
  const data = await fetchData<unknown>({
    method: 'POST',
    url: `rest/users/api/v1/publ/users/sync/veh/${route}`,
    body: {},
  });
  return vehicleSyncStatusSchema.parse(data);
}

export function useStartSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startSync,
    onSuccess: (status) => client.setQueryData(['vehicles', 'sync'], status),
  });
}
