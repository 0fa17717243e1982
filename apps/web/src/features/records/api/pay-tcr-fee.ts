import { useMutation } from '@tanstack/react-query';
import type { PaymentOrderView } from '@eticket/domain/payments/payment.schemas';
import type { TcrPayBody } from '@eticket/domain/records/tcr.schemas';
import { request, type ApiResult } from '../../../lib/api-client.ts';

/** POST pay/penalty: opens (or, for the same key, answers again) the gateway order of an application's fee. */
export async function payTcrFee(body: TcrPayBody): Promise<PaymentOrderView> {
  const result = await request<PaymentOrderView>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/pay/penalty',
    body,
    showError: false,
    loading: true,
  });
  if (result.code !== '0' || !result.data) throw result;
  return result.data;
}

export function usePayTcrFee() {
  return useMutation<PaymentOrderView, ApiResult<unknown>, TcrPayBody>({ mutationFn: payTcrFee });
}
