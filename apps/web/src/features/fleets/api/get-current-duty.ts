import { useQuery } from '@tanstack/react-query';
import { currentDutySchema, FLEETS_BASE } from '@eticket/domain/fleets/driving-log.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** GET duty/current: the caller's duty in progress, on whichever vehicle (null when none). */
export async function getCurrentDuty() {
  return currentDutySchema.parse(await fetchData<unknown>({ url: `${FLEETS_BASE}/duty/current` }));
}

export function useCurrentDuty() {
  return useQuery({ queryKey: ['fleets', 'current'], queryFn: getCurrentDuty });
}
