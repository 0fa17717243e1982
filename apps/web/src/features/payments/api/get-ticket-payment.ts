import { useQuery } from '@tanstack/react-query';
import { ticketPaymentSchema, type TicketPaymentView } from '@eticket/domain/payments/payment.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { accessHeaders, accessParams, type TicketAccess } from '../../../lib/ticket-access.ts';

/** GET tickets/payment: the payment of a settled ticket, as its receipt states it. */
export async function getTicketPayment(access: TicketAccess): Promise<TicketPaymentView> {
  const data = await fetchData<unknown>({
    url: 'rest/ticket/api/v1/publ/tickets/payment',
    params: accessParams(access),
    headers: accessHeaders(access),
    noToken: Boolean(access.lookupToken),
    showError: false,
  });
  return ticketPaymentSchema.parse(data);
}

export function useTicketPayment(access: TicketAccess | null, enabled = true) {
  return useQuery({
    queryKey: ['tickets', 'payment', access?.lookupToken ?? access?.noticeNo],
    queryFn: () => getTicketPayment(access!),
    enabled: enabled && access !== null,
    retry: false,
    gcTime: 0,
  });
}
