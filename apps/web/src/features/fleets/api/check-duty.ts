import { useMutation } from '@tanstack/react-query';
import { dutyStateSchema, FLEETS_BASE } from '@eticket/domain/fleets/driving-log.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { SCAN_REFUSALS } from './scan-codes.ts';

/** POST duty/check: the scanned vehicle and the caller's open period on it. */
export async function checkDuty(token: string) {
  const data = await fetchData<unknown>({
    method: 'POST',
    url: `${FLEETS_BASE}/duty/check`,
    body: { token },
    handledCodes: SCAN_REFUSALS,
    throttle: false,
  });
  return dutyStateSchema.parse(data);
}

export function useCheckDuty() {
  return useMutation({ mutationFn: checkDuty });
}
