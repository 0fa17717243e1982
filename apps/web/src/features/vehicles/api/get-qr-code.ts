import { useQuery } from '@tanstack/react-query';
import { qrCodeViewSchema } from '@eticket/domain/vehicles/vehicle.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** GET users/veh/qr/{vehicleId}: the vehicle's active QR code. */
export async function getQrCode(vehicleId: number) {
  const data = await fetchData<unknown>({
    url: 'rest/users/api/v1/publ/users/veh/qr/{vehicleId}',
    pathParams: { vehicleId },
  });
  return qrCodeViewSchema.parse(data);
}

export function useQrCode(vehicleId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['vehicles', 'qr', vehicleId],
    queryFn: () => getQrCode(vehicleId),
    enabled: enabled && vehicleId > 0,
  });
}
