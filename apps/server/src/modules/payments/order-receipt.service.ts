import type { Localized } from '@eticket/domain/common/locale';
import { paymentMeansLabel } from '@eticket/domain/payments/payment-naming';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Payables } from './payable.ts';
import { itemViewsOf } from './order-view.ts';
import { findOrderByNo, itemsOfOrder, paymentsOfOrder } from './payments.repository.ts';
import { orderReceiptPdf } from './receipt-pdf.ts';

/** A paid order's receipt as it lists its items (several tickets, or a fee). */
export interface OrderReceiptData {
  orderNo: string;
  means: Localized;
  paidAt: Date;
  totalCents: number;
  items: { description: Localized; amountCents: number; transactionNo: string }[];
}

/** What the receipt of an order states: every item it paid, each with its own receipt no. */
export async function orderReceiptDataOf(
  db: Database,
  payables: Payables,
  orderNo: string,
  userId: string,
): Promise<OrderReceiptData> {
  const order = await findOrderByNo(db, orderNo);
  // Someone else's order is as good as none.
  if (!order || order.requestedBy !== userId || order.state !== 'SUCCESS')
    throw new AppError('PAYMENT_NOT_FOUND');
  const [items, payments] = await Promise.all([itemsOfOrder(db, order.id), paymentsOfOrder(db, order.id)]);
  const first = payments[0];
  if (!first) throw new AppError('PAYMENT_NOT_FOUND');
  const views = await itemViewsOf(db, payables, items, payments);
  const paid = views.flatMap((v) =>
    v.state === 'PAID' && v.transactionNo
      ? [{ description: v.description, amountCents: v.amountCents, transactionNo: v.transactionNo }]
      : [],
  );
  return {
    orderNo: order.orderNo,
    means: paymentMeansLabel(first),
    paidAt: first.paidAt,
    totalCents: paid.reduce((sum, item) => sum + item.amountCents, 0),
    items: paid,
  };
}

export async function orderReceipt(db: Database, payables: Payables, orderNo: string, userId: string) {
  const data = await orderReceiptDataOf(db, payables, orderNo, userId);
  return { orderNo: data.orderNo, pdf: await orderReceiptPdf(data) };
}
