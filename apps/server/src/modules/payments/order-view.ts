import type { PaymentOrderView, PaymentState } from '@eticket/domain/payments/payment.schemas';
import type { OrderRow } from './payments.repository.ts';
import { isOpen } from './settlement.service.ts';

export function orderView(order: OrderRow, noticeNo: string, paidAt?: Date | null): PaymentOrderView {
  return {
    orderNo: order.orderNo,
    noticeNo,
    state: order.state as PaymentState,
    channel: order.channel,
    amountCents: order.amountCents,
    redirectUrl: isOpen(order.state) ? order.paymentUrl : null,
    expiresAt: order.expiresAt.toISOString(),
    transactionNo: order.state === 'SUCCESS' ? order.gatewayTxnNo : null,
    paidAt: paidAt ? paidAt.toISOString() : null,
    confirmationTo: order.confirmMasked,
  };
}
