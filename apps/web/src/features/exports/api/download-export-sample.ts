import type { ExportSampleQuery } from '@eticket/domain/exports/export.schemas';
import { fetchFile } from '../../../lib/api-client.ts';

/** GET exports/sample: the export demonstration's file, made-up rows in the language shown (no login). */
export async function downloadExportSample({ type, format }: ExportSampleQuery): Promise<Blob> {
  return fetchFile({
    url: 'rest/ticket/api/v1/publ/exports/sample',
    params: { type, format },
    noToken: true,
  });
}
