import { request } from '../../../lib/api-client.ts';

/** GET tcrRecords/certificate/{id} (own) or tcrRecords/nonIndividual/certificate/{id}: the certificate PDF. */
export async function downloadCertificate(id: string, company: boolean): Promise<Blob> {
  const result = await request<Blob>({
    url: company
      ? 'rest/users/api/v1/publ/tcrRecords/nonIndividual/certificate/{id}'
      : 'rest/users/api/v1/publ/tcrRecords/certificate/{id}',
    pathParams: { id },
    responseType: 'blob',
  });
  if (result.code !== '0' || !(result.data instanceof Blob)) throw result;
  return result.data;
}
