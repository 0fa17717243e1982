import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  drivingLogSchema,
  FLEETS_BASE,
  type DutyStartBody,
} from '@eticket/domain/fleets/driving-log.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { SCAN_REFUSALS } from './scan-codes.ts';

/**
 * POST duty/start: a duty period on the scanned vehicle. `endPeriodId` names the driver's duty in
 * progress on another vehicle that he confirmed ending; without it the server refuses to end it.
 */
export async function startDuty(body: DutyStartBody) {
  const data = await fetchData<unknown>({
    method: 'POST',
    url: `${FLEETS_BASE}/duty/start`,
    body,
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
