import { fetchFile } from '../../../lib/api-client.ts';

/** GET exports/{id}/file: the finished file. */
export async function downloadExport(id: string): Promise<Blob> {
  return fetchFile({
    url: 'rest/ticket/api/v1/publ/exports/{id}/file',
    pathParams: { id },
  });
}
