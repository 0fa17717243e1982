import { useMutation } from '@tanstack/react-query';
import {
  paymentOrderSchema,
  type PaymentChannel,
  type PaymentOrderView,
} from '@eticket/domain/payments/payment.schemas';
import type { Locale } from '@eticket/domain/common/locale';
import { fetchParsed, type ApiResult } from '../../../lib/api-client.ts';
import { accessHeaders, type TicketAccess } from '../../../lib/ticket-access.ts';

export interface CreatePaymentInput {
  /** The one ticket to pay, or, for a logged-in user paying several in one order, their notice nos. */
  access: TicketAccess | { noticeNos: string[] };
  channel: PaymentChannel;
  idempotencyKey: string;
  lang: Locale;
  /** Optional e-mail or Hong Kong mobile number for a confirmation (checked by the domain schema). */
  confirmTo?: string;
}

/**
 * POST pay (one ticket) or pay/tickets (several, logged in): opens (or, for the same idempotency key,
 * returns again) the order and its gateway address.
 */
export async function createPayment({
  access,
  channel,
  idempotencyKey,
  lang,
  confirmTo,
}: CreatePaymentInput): Promise<PaymentOrderView> {
  const common = { channel, idempotencyKey, lang, ...(confirmTo ? { confirmTo } : {}) };
  return fetchParsed(paymentOrderSchema, {
    method: 'POST',
    showError: false,
    loading: true,
    ...('noticeNos' in access
      ? { url: 'rest/ticket/api/v1/publ/pay/tickets', body: { ...common, noticeNos: access.noticeNos } }
      : {
          url: 'rest/ticket/api/v1/publ/pay',
          headers: accessHeaders(access),
          body: { ...common, ...(access.lookupToken ? {} : { noticeNo: access.noticeNo }) },
        }),
  });
}

export function useCreatePayment() {
  return useMutation<PaymentOrderView, ApiResult<unknown>, CreatePaymentInput>({ mutationFn: createPayment });
}
