import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { taskRunning } from '@eticket/domain/common/background-task';
import { vehicleSyncStatusSchema } from '@eticket/domain/vehicles/vehicle.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** POST users/veh/sync/status: the latest synchronisation of the acting owner's vehicles. */
export async function getSyncStatus() {
  const data = await fetchData<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/veh/sync/status',
    body: {},
  });
  return vehicleSyncStatusSchema.parse(data);
}

/** The status, asked again every second while a synchronisation runs; the list is re-read when it ends. */
export function useSyncStatus() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['vehicles', 'sync'],
    queryFn: getSyncStatus,
    refetchInterval: (q) => (taskRunning(q.state.data?.state) ? 1000 : false),
  });
  const state = query.data?.state;
  useEffect(() => {
    if (state === 'DONE') void client.invalidateQueries({ queryKey: ['vehicles', 'list'] });
  }, [state, client]);
  return query;
}
