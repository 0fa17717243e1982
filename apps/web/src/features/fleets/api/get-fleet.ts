import { useQuery } from '@tanstack/react-query';
import { FLEETS_BASE, fleetOverviewSchema } from '@eticket/domain/fleets/driving-log.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** GET fleet: the company's vehicles, who is on duty, and their unpaid tickets with the driver. */
export async function getFleet() {
  return fleetOverviewSchema.parse(await fetchData<unknown>({ url: `${FLEETS_BASE}/fleet` }));
}

export function useFleet() {
  return useQuery({ queryKey: ['fleets', 'fleet'], queryFn: getFleet, refetchInterval: 30_000 });
}
