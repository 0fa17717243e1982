import { fetchFile } from '../../../lib/api-client.ts';

/** GET tcrRecords/certificate/{id} (own) or tcrRecords/nonIndividual/certificate/{id}: the certificate PDF. */
export async function downloadCertificate(id: string, company: boolean): Promise<Blob> {
  return fetchFile({
    url: company
      ? 'rest/users/api/v1/publ/tcrRecords/nonIndividual/certificate/{id}'
      : 'rest/users/api/v1/publ/tcrRecords/certificate/{id}',
    pathParams: { id },
  });
}
