import { useQuery } from '@tanstack/react-query';
import { paymentOrderSchema, type PaymentOrderView } from '@eticket/domain/payments/payment.schemas';
import { request } from '../../../lib/api-client.ts';
import { outcomeOf, type Outcome } from '../payment-outcome.ts';
import { accessHeaders, type TicketAccess } from '../../../lib/ticket-access.ts';

export interface PaymentAnswer {
  outcome: Outcome;
  order: PaymentOrderView | null;
  /** The server's message for a failure (in the user's language), and its code. */
  message: string;
  code: string;
}

/** GET pay/result: the order's state; failures (PAY-E-902x…) are outcomes too, not thrown. */
export async function getPaymentResult(orderNo: string, access: TicketAccess): Promise<PaymentAnswer> {
  const result = await request<unknown>({
    url: 'rest/ticket/api/v1/publ/pay/result',
    params: { orderNo, ...(access.lookupToken ? {} : { noticeNo: access.noticeNo }) },
    headers: accessHeaders(access),
    showError: false,
  });
  if (result.code === '0') {
    const order = paymentOrderSchema.parse(result.data);
    return { outcome: outcomeOf({ state: order.state }), order, message: '', code: '0' };
  }
  return {
    outcome: outcomeOf({ code: result.code }),
    order: null,
    message: result.message,
    code: result.code,
  };
}

export const POLL_INTERVAL_MS = 2000;

/** Polls every 2 s while the order is open. */
export function usePaymentResult(orderNo: string, access: TicketAccess | null) {
  return useQuery({
    queryKey: ['payments', 'result', orderNo],
    queryFn: () => getPaymentResult(orderNo, access!),
    enabled: orderNo !== '' && access !== null,
    refetchInterval: (query) => (query.state.data?.outcome === 'pending' ? POLL_INTERVAL_MS : false),
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
}
