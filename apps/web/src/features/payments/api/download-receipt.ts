import { useMutation } from '@tanstack/react-query';
import { fetchFile, type ApiResult } from '../../../lib/api-client.ts';
import { accessHeaders, type TicketAccess } from '../../../lib/ticket-access.ts';

/** GET tickets/receipt: the receipt PDF of a paid ticket (lookup token, or noticeNo when logged in). */
export async function downloadTicketReceipt(access: TicketAccess): Promise<Blob> {
  return fetchFile({
    url: 'rest/ticket/api/v1/publ/tickets/receipt',
    params: access.lookupToken ? {} : { noticeNo: access.noticeNo },
    headers: accessHeaders(access),
  });
}

/** GET payments/{transactionNo}/receipt: one receipt of the payment record. */
export async function downloadRecordReceipt(transactionNo: string): Promise<Blob> {
  return fetchFile({
    url: 'rest/ticket/api/v1/publ/payments/{transactionNo}/receipt',
    pathParams: { transactionNo },
  });
}

/** GET pay/orders/{orderNo}/receipt: the receipt of an order of several items, listing each. */
export async function downloadOrderReceipt(orderNo: string): Promise<Blob> {
  return fetchFile({
    url: 'rest/ticket/api/v1/publ/pay/orders/{orderNo}/receipt',
    pathParams: { orderNo },
  });
}

export function useDownloadOrderReceipt() {
  return useMutation<Blob, ApiResult<Blob>, string>({ mutationFn: downloadOrderReceipt });
}

export function useDownloadTicketReceipt() {
  return useMutation<Blob, ApiResult<Blob>, TicketAccess>({ mutationFn: downloadTicketReceipt });
}
