import type { PaymentOrderView } from '@eticket/domain/payments/payment.schemas';
import { AppError } from '../../http/app-error.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { findOrderByNo, type OrderRow } from './payments.repository.ts';
import { applyGatewayOutcome, isOpen } from './settlement.service.ts';
import { orderViewOf } from './order-view.ts';

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
  const order = await findOrderByNo(deps.db, orderNo);
  // Another ticket's order is as good as no order: the token or the scope names one ticket.
  if (!order || order.ticketId !== ticketId) throw new AppError('PAYMENT_NOT_FOUND');
  return outcomeOf(deps, order);
}

/**
 * The same for an order of several items or of a fee, which only the logged-in user who started it
 * may follow: anyone else's order is answered PAYMENT_NOT_FOUND, as an order that does not exist.
 */
export async function payerOrderResult(
  deps: PaymentDeps,
  orderNo: string,
  userId: string,
): Promise<PaymentOrderView> {
  const order = await findOrderByNo(deps.db, orderNo);
  if (!order || order.requestedBy !== userId) throw new AppError('PAYMENT_NOT_FOUND');
  return outcomeOf(deps, order);
}

async function outcomeOf(deps: PaymentDeps, known: OrderRow): Promise<PaymentOrderView> {
  let order = known;
  const orderNo = order.orderNo;
  if (isOpen(order.state)) {
    let status;
    try {
      status = await deps.gateway.queryOrder(orderNo);
    } catch (error) {
      deps.log?.warn({ err: error, orderNo }, 'gateway query failed');
      await applyGatewayOutcome(deps.db, { ...pending(order) }, 'return', deps.log, deps.payables());
      throw new AppError('PAYMENT_TIMEOUT');
    }
    order = (await applyGatewayOutcome(deps.db, status, 'return', deps.log, deps.payables())).order ?? order;
  }
  if (Object.hasOwn(FAILURE_ERRORS, order.state)) {
    throw new AppError(FAILURE_ERRORS[order.state as keyof typeof FAILURE_ERRORS]);
  }
  return orderViewOf(deps.db, deps.payables(), order);
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
