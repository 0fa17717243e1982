import { request } from '../../../lib/api-client.ts';

/** GET exports/{id}/file: the finished file. */
export async function downloadExport(id: string): Promise<Blob> {
  const result = await request<Blob>({
    url: 'rest/ticket/api/v1/publ/exports/{id}/file',
    pathParams: { id },
    responseType: 'blob',
  });
  if (result.code !== '0' || !(result.data instanceof Blob)) throw result;
  return result.data;
}
