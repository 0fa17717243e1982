import { useMutation } from '@tanstack/react-query';
import {
  exportTaskSchema,
  type ExportBody,
  type ExportTaskView,
} from '@eticket/domain/exports/export.schemas';
import { fetchParsed, type ApiResult } from '../../../lib/api-client.ts';

/** POST exports: queue an export (at most 31 days, 3 a day); limit errors come back for the panel to show. */
export async function createExport(body: ExportBody): Promise<ExportTaskView> {
  return fetchParsed(exportTaskSchema, {
    method: 'POST',
    url: 'rest/ticket/api/v1/publ/exports',
    body,
    showError: false,
    throttle: true,
  });
}

export function useCreateExport() {
  return useMutation<ExportTaskView, ApiResult<unknown>, ExportBody>({ mutationFn: createExport });
}
