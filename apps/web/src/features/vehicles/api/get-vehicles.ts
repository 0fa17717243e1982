import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { vehiclePageSchema } from '@eticket/domain/vehicles/vehicle.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export interface VehicleListParams {
  keyword?: string;
  page: number;
  pageSize: number;
}

/** GET users/veh/list: the acting role's vehicles. */
export async function getVehicles(params: VehicleListParams) {
  const data = await fetchData<unknown>({
    url: 'rest/users/api/v1/publ/users/veh/list',
    params: { ...params, keyword: params.keyword || undefined },
  });
  return vehiclePageSchema.parse(data);
}

export function useVehicles(params: VehicleListParams) {
  return useQuery({
    queryKey: ['vehicles', 'list', params],
    queryFn: () => getVehicles(params),
    placeholderData: keepPreviousData,
  });
}
