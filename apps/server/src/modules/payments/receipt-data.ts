import type { Localized } from '@eticket/domain/common/locale';
import { paymentMeansLabel } from '@eticket/domain/payments/payment-naming';
import type { TicketPaymentView } from '@eticket/domain/payments/payment.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findTicketView } from '../tickets/ticket-lookup.service.ts';
import { findOrderById, type PaymentRow } from './payments.repository.ts';

/** Everything a receipt states, gathered once for the PDF, the payment page and the confirmation. */
export interface ReceiptData {
  transactionNo: string;
  /** The portal's order no when paid online; null for a payment reported from outside. */
  orderNo: string | null;
  noticeNo: string;
  vehicleNo: string;
  offenceCode: string;
  offence: Localized;
  means: Localized;
  amountCents: number;
  paidAt: Date;
}

/** The receipt of a ticket's payment (a fee's is the receipt of its order: order-receipt.ts). */
export async function receiptDataOf(db: Database, payment: PaymentRow): Promise<ReceiptData> {
  if (payment.ticketId === null) throw new AppError('PAYMENT_NOT_FOUND');
  const [ticket, order] = await Promise.all([
    findTicketView(db, payment.ticketId),
    payment.orderId ? findOrderById(db, payment.orderId) : undefined,
  ]);
  return {
    transactionNo: payment.transactionNo,
    orderNo: order?.orderNo ?? null,
    noticeNo: ticket.noticeNo,
    vehicleNo: ticket.vehicleNo,
    offenceCode: ticket.offenceCodeDisplay,
    offence: ticket.offenceDescription,
    means: paymentMeansLabel(payment),
    amountCents: payment.amountCents,
    paidAt: payment.paidAt,
  };
}

export function ticketPaymentView(r: ReceiptData): TicketPaymentView {
  return {
    transactionNo: r.transactionNo,
    orderNo: r.orderNo,
    noticeNo: r.noticeNo,
    vehicleNo: r.vehicleNo,
    means: r.means,
    amountCents: r.amountCents,
    paidAt: r.paidAt.toISOString(),
  };
}
