import { request } from '../../../lib/api-client.ts';

/** POST users/veh/qr/download: up to 50 codes as one A4 PDF. */
export async function downloadQrCodes(vehicleIds: number[]): Promise<Blob> {
  const result = await request<Blob>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/veh/qr/download',
    body: { vehicleIds },
    responseType: 'blob',
  });
  if (result.code !== '0' || !(result.data instanceof Blob)) throw result;
  return result.data;
}
