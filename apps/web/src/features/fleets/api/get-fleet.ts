import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FLEETS_BASE, fleetOverviewSchema } from '@eticket/domain/fleets/driving-log.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export type FleetParams = {
  page: number;
  pageSize: number;
};

/** GET fleet: a page of the company's vehicles, who is on duty, and their unpaid tickets with the driver. */
export async function getFleet(params: FleetParams) {
  return fleetOverviewSchema.parse(await fetchData<unknown>({ url: `${FLEETS_BASE}/fleet`, params }));
}

export function useFleet(params: FleetParams) {
  return useQuery({
    queryKey: ['fleets', 'fleet', params],
    queryFn: () => getFleet(params),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
