import type { PaymentOrderView } from '@eticket/domain/payments/payment.schemas';
import { AppError } from '../../http/app-error.ts';
import { findTicketNoticeNo } from '../tickets/ticket-lookup.service.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { findOrderByNo, findPaymentOfOrder, type OrderRow } from './payments.repository.ts';
import { applyGatewayOutcome, isOpen } from './settlement.service.ts';
import { orderView } from './order-view.ts';

const FAILURE_ERRORS = {
  FAILED: 'PAYMENT_FAILED',
  CANCELLED: 'PAYMENT_CANCELLED',
  EXPIRED: 'PAYMENT_EXPIRED',
} as const;

/**
 * The browser is back from the gateway (or polling the waiting page). While the order is open we ask the
 * gateway, because its notification may be late or lost; what it says is applied like a notification.
 * A failed outcome answers its own error (PAY-E-9021/9022/9023) for the page's dialog; a gateway that
 * does not answer in time gives PAYMENT_TIMEOUT, and the order is settled later by the job.
 */
export async function paymentResult(
  deps: PaymentDeps,
  orderNo: string,
  ticketId: number,
): Promise<PaymentOrderView> {
  let order: OrderRow | undefined = await findOrderByNo(deps.db, orderNo);
  // Another ticket's order is as good as no order: the token or the scope names one ticket.
  if (!order || order.ticketId !== ticketId) throw new AppError('PAYMENT_NOT_FOUND');
  if (isOpen(order.state)) {
    let status;
    try {
      status = await deps.gateway.queryOrder(orderNo);
    } catch (error) {
      deps.log?.warn({ err: error, orderNo }, 'gateway query failed');
      await applyGatewayOutcome(deps.db, { ...pending(order) }, 'return', deps.log);
      throw new AppError('PAYMENT_TIMEOUT');
    }
    order = (await applyGatewayOutcome(deps.db, status, 'return', deps.log)).order ?? order;
  }
  if (Object.hasOwn(FAILURE_ERRORS, order.state)) {
    throw new AppError(FAILURE_ERRORS[order.state as keyof typeof FAILURE_ERRORS]);
  }
  const payment = order.state === 'SUCCESS' ? await findPaymentOfOrder(deps.db, order.id) : undefined;
  return orderView(order, await findTicketNoticeNo(deps.db, order.ticketId), payment?.paidAt);
}

function pending(order: OrderRow) {
  return {
    orderNo: order.orderNo,
    gatewayOrderId: order.gatewayOrderId ?? '',
    status: 'PENDING' as const,
    amountCents: order.amountCents,
    currency: 'HKD',
    channel: order.channel,
    txnNo: null,
    paidAt: null,
  };
}
