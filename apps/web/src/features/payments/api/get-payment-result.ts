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

/**
 * Who follows an order: the ticket's access (a visitor's look-up, or a logged-in user's notice no) for the
 * payment of one ticket, or 'payer' for an order of several items or of a fee, which only the logged-in
 * user who started it may follow.
 */
export type OrderAccess = TicketAccess | 'payer';

/**
 * GET pay/result (one ticket) or pay/orders/{orderNo} (the payer's order): the order's state; failures
 * (PAY-E-902x…) are outcomes too, not thrown.
 */
export async function getPaymentResult(orderNo: string, access: OrderAccess): Promise<PaymentAnswer> {
  const result = await request<unknown>(
    access === 'payer'
      ? { url: 'rest/ticket/api/v1/publ/pay/orders/{orderNo}', pathParams: { orderNo }, showError: false }
      : {
          url: 'rest/ticket/api/v1/publ/pay/result',
          params: { orderNo, ...(access.lookupToken ? {} : { noticeNo: access.noticeNo }) },
          headers: accessHeaders(access),
          showError: false,
        },
  );
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

const POLL_INTERVAL_MS = 2000;

/** Polls every 2 s while the order is open. */
export function usePaymentResult(orderNo: string, access: OrderAccess | null) {
  return useQuery({
    queryKey: ['payments', 'result', orderNo],
    queryFn: () => getPaymentResult(orderNo, access!),
    enabled: orderNo !== '' && access !== null,
    refetchInterval: (query) => (query.state.data?.outcome === 'pending' ? POLL_INTERVAL_MS : false),
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
}
