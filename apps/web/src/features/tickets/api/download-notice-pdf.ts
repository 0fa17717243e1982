import { useMutation } from '@tanstack/react-query';
import { request, type ApiResult } from '../../../lib/api-client.ts';
import { accessHeaders, type TicketAccess } from '../../../lib/ticket-access.ts';

export interface NoticePdfInput {
  access: TicketAccess;
  idNoPrefix: string;
}

/** POST tickets/notice-pdf: the notice as a PDF, for the first five characters of the ID document. */
export async function downloadNoticePdf({ access, idNoPrefix }: NoticePdfInput): Promise<Blob> {
  const result = await request<Blob>({
    method: 'POST',
    url: 'rest/ticket/api/v1/publ/tickets/notice-pdf',
    body: { idNoPrefix, ...(access.lookupToken ? {} : { noticeNo: access.noticeNo }) },
    headers: accessHeaders(access),
    responseType: 'blob',
    showError: false,
  });
  if (result.code !== '0' || !(result.data instanceof Blob)) throw result;
  return result.data;
}

export function useDownloadNoticePdf() {
  return useMutation<Blob, ApiResult<Blob>, NoticePdfInput>({ mutationFn: downloadNoticePdf });
}
