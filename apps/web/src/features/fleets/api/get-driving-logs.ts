import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { drivingLogPageSchema, FLEETS_BASE } from '@eticket/domain/fleets/driving-log.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export type LogKind = 'mine' | 'devices';

export interface LogParams {
  vehicleNo?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** GET driving-logs/mine (the driver's own) or driving-logs/devices (the acting role's vehicles). */
export async function getDrivingLogs(kind: LogKind, params: LogParams) {
  const data = await fetchData<unknown>({
    url: `${FLEETS_BASE}/driving-logs/${kind}`,
    params: { ...params, vehicleNo: params.vehicleNo || undefined },
  });
  return drivingLogPageSchema.parse(data);
}

export function useDrivingLogs(kind: LogKind, params: LogParams) {
  return useQuery({
    queryKey: ['fleets', 'logs', kind, params],
    queryFn: () => getDrivingLogs(kind, params),
    placeholderData: keepPreviousData,
  });
}
