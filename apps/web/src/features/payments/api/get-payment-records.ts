import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentRecordListSchema } from '@eticket/domain/payments/payment.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** GET payments: the acting role's payments in the last 1, 2, 3 or 6 months. */
export async function getPaymentRecords(months: number) {
  const data = await fetchData<unknown>({ url: 'rest/ticket/api/v1/publ/payments', params: { months } });
  return paymentRecordListSchema.parse(data);
}

export function usePaymentRecords(months: number) {
  return useQuery({
    queryKey: ['payments', 'records', months],
    queryFn: () => getPaymentRecords(months),
    placeholderData: keepPreviousData,
  });
}
