import type {
  OrderItemState,
  PaymentOrderItemView,
  PaymentOrderView,
  PaymentState,
} from '@eticket/domain/payments/payment.schemas';
import type { Database } from '../../db/database.ts';
import { findTicketNoticeNo } from '../tickets/ticket-lookup.service.ts';
import type { Payables } from './payable.ts';
import { ticketItemDescription } from './order-description.ts';
import {
  itemsOfOrder,
  paymentsOfOrder,
  type OrderItemRow,
  type OrderRow,
  type PaymentRow,
} from './payments.repository.ts';
import { isOpen } from './settlement.service.ts';

/** An order's items as its pages and receipt show them: notice no or the fee's own description. */
export async function itemViewsOf(
  db: Database,
  payables: Payables,
  items: readonly OrderItemRow[],
  payments: readonly PaymentRow[],
): Promise<PaymentOrderItemView[]> {
  const views: PaymentOrderItemView[] = [];
  for (const item of items) {
    const payment = payments.find((p) =>
      item.ticketId !== null
        ? p.ticketId === item.ticketId
        : p.feeKind === item.feeKind && p.feeRef === item.feeRef,
    );
    const transactionNo = item.state === 'PAID' ? (payment?.transactionNo ?? null) : null;
    const common = { amountCents: item.amountCents, state: item.state as OrderItemState, transactionNo };
    if (item.ticketId !== null) {
      const noticeNo = await findTicketNoticeNo(db, item.ticketId);
      views.push({
        kind: 'TICKET',
        noticeNo,
        feeKind: null,
        feeRef: null,
        description: ticketItemDescription(noticeNo),
        ...common,
      });
    } else {
      const fee = await payables[item.feeKind!]?.describe(db, item.feeRef!);
      const fallback = `${item.feeKind} ${item.feeRef}`;
      views.push({
        kind: 'FEE',
        noticeNo: null,
        feeKind: item.feeKind,
        feeRef: item.feeRef,
        description: fee?.description ?? { en: fallback, 'zh-hk': fallback, 'zh-cn': fallback },
        ...common,
      });
    }
  }
  return views;
}

/** An order as the payer's pages see it, with every item it pays. */
export async function orderViewOf(
  db: Database,
  payables: Payables,
  order: OrderRow,
): Promise<PaymentOrderView> {
  const [items, payments] = await Promise.all([itemsOfOrder(db, order.id), paymentsOfOrder(db, order.id)]);
  const itemViews = await itemViewsOf(db, payables, items, payments);
  const paidAt = order.state === 'SUCCESS' ? payments[0]?.paidAt : undefined;
  return {
    orderNo: order.orderNo,
    noticeNo: order.ticketId !== null ? (itemViews[0]?.noticeNo ?? null) : null,
    state: order.state as PaymentState,
    channel: order.channel,
    amountCents: order.amountCents,
    redirectUrl: isOpen(order.state) ? order.paymentUrl : null,
    expiresAt: order.expiresAt.toISOString(),
    transactionNo: order.state === 'SUCCESS' ? order.gatewayTxnNo : null,
    paidAt: paidAt ? paidAt.toISOString() : null,
    confirmationTo: order.confirmMasked,
    items: itemViews,
  };
}
