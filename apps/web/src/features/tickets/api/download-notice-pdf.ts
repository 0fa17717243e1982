import { useMutation } from '@tanstack/react-query';
import { fetchFile, type ApiResult } from '../../../lib/api-client.ts';
import { accessHeaders, type TicketAccess } from '../../../lib/ticket-access.ts';

export interface NoticePdfInput {
  access: TicketAccess;
  idNoPrefix: string;
}

/** POST tickets/notice-pdf: the notice as a PDF, for the first five characters of the ID document. */
export async function downloadNoticePdf({ access, idNoPrefix }: NoticePdfInput): Promise<Blob> {
  return fetchFile({
    method: 'POST',
    url: 'rest/ticket/api/v1/publ/tickets/notice-pdf',
    body: { idNoPrefix, ...(access.lookupToken ? {} : { noticeNo: access.noticeNo }) },
    headers: accessHeaders(access),
    showError: false,
  });
}

export function useDownloadNoticePdf() {
  return useMutation<Blob, ApiResult<Blob>, NoticePdfInput>({ mutationFn: downloadNoticePdf });
}
