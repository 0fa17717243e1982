import { useMutation } from '@tanstack/react-query';
import {
  paymentOrderSchema,
  type PaymentChannel,
  type PaymentOrderView,
} from '@eticket/domain/payments/payment.schemas';
import type { Locale } from '@eticket/domain/common/locale';
import { request, type ApiResult } from '../../../lib/api-client.ts';
import { accessHeaders, type TicketAccess } from '../../../lib/ticket-access.ts';

export interface CreatePaymentInput {
  access: TicketAccess;
  channel: PaymentChannel;
  idempotencyKey: string;
  lang: Locale;
  /** Optional e-mail or Hong Kong mobile number for a confirmation (checked by the domain schema). */
  confirmTo?: string;
}

/** POST pay: opens (or, for the same idempotency key, returns again) the order and its gateway address. */
export async function createPayment({
  access,
  channel,
  idempotencyKey,
  lang,
  confirmTo,
}: CreatePaymentInput): Promise<PaymentOrderView> {
  const result = await request<unknown>({
    method: 'POST',
    url: 'rest/ticket/api/v1/publ/pay',
    headers: accessHeaders(access),
    body: {
      channel,
      idempotencyKey,
      lang,
      ...(confirmTo ? { confirmTo } : {}),
      ...(access.lookupToken ? {} : { noticeNo: access.noticeNo }),
    },
    showError: false,
    loading: true,
  });
  if (result.code !== '0') throw result;
  return paymentOrderSchema.parse(result.data);
}

export function useCreatePayment() {
  return useMutation<PaymentOrderView, ApiResult<unknown>, CreatePaymentInput>({ mutationFn: createPayment });
}
