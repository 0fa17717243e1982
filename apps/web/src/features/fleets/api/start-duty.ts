import { useMutation, useQueryClient } from '@tanstack/react-query';
import { drivingLogSchema, FLEETS_BASE } from '@eticket/domain/fleets/driving-log.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { SCAN_REFUSALS } from './scan-codes.ts';

/** POST duty/start: a duty period on the scanned vehicle. */
export async function startDuty(token: string) {
  const data = await fetchData<unknown>({
    method: 'POST',
    url: `${FLEETS_BASE}/duty/start`,
    body: { token },
    handledCodes: SCAN_REFUSALS,
  });
  return drivingLogSchema.parse(data);
}

export function useStartDuty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startDuty,
    onSuccess: () => client.invalidateQueries({ queryKey: ['fleets'] }),
  });
}
