import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentRecordListSchema } from '@eticket/domain/payments/payment.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export type PaymentRecordParams = {
  months: number;
  page: number;
  pageSize: number;
};

/** GET payments: a page of the acting role's payments in the last 1, 2, 3 or 6 months. */
export async function getPaymentRecords(params: PaymentRecordParams) {
  const data = await fetchData<unknown>({ url: 'rest/ticket/api/v1/publ/payments', params });
  return paymentRecordListSchema.parse(data);
}

export function usePaymentRecords(params: PaymentRecordParams) {
  return useQuery({
    queryKey: ['payments', 'records', params],
    queryFn: () => getPaymentRecords(params),
    placeholderData: keepPreviousData,
  });
}
