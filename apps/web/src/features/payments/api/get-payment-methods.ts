import { useQuery } from '@tanstack/react-query';
import { enumListSchema } from '@eticket/domain/params/params.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** GET enum/enum-type/payment-methods: the names of payment method codes (0 PPS, 1 CREDIT_CARD…). */
export async function getPaymentMethods() {
  const data = await fetchData<unknown>({
    url: 'rest/param/api/v1/publ/enum/enum-type/{enumType}',
    pathParams: { enumType: 'payment-methods' },
    noToken: true,
    showError: false,
  });
  return enumListSchema.parse(data);
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: ['params', 'payment-methods'],
    queryFn: getPaymentMethods,
    staleTime: 60 * 60_000,
  });
}
