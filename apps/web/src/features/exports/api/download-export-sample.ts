import type { ExportSampleQuery } from '@eticket/domain/exports/export.schemas';
import { request } from '../../../lib/api-client.ts';

/** GET exports/sample: the export demonstration's file, made-up rows in the language shown (no login). */
export async function downloadExportSample({ type, format }: ExportSampleQuery): Promise<Blob> {
  const result = await request<Blob>({
    url: 'rest/ticket/api/v1/publ/exports/sample',
    params: { type, format },
    responseType: 'blob',
    noToken: true,
  });
  if (result.code !== '0' || !(result.data instanceof Blob)) throw result;
  return result.data;
}
