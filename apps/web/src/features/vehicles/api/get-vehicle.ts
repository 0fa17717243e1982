import { useQuery } from '@tanstack/react-query';
import { vehicleViewSchema } from '@eticket/domain/vehicles/vehicle.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** GET users/veh/{vehicleId}: one vehicle of the acting role. */
export async function getVehicle(vehicleId: number) {
  const data = await fetchData<unknown>({
    url: 'rest/users/api/v1/publ/users/veh/{vehicleId}',
    pathParams: { vehicleId },
  });
  return vehicleViewSchema.parse(data);
}

export function useVehicle(vehicleId: number) {
  return useQuery({
    queryKey: ['vehicles', 'one', vehicleId],
    queryFn: () => getVehicle(vehicleId),
    enabled: vehicleId > 0,
  });
}
