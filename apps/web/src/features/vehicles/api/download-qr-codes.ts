import { fetchFile } from '../../../lib/api-client.ts';

/** POST users/veh/qr/download: up to 50 codes as one A4 PDF. */
export async function downloadQrCodes(vehicleIds: number[]): Promise<Blob> {
  return fetchFile({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/veh/qr/download',
    body: { vehicleIds },
  });
}
