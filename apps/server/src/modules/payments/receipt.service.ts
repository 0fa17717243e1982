import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findByNoticeNo } from '../tickets/tickets.repository.ts';
import { findTicketNoticeNo } from '../tickets/ticket-lookup.service.ts';
import { findPaymentOfTicket, type PaymentRow } from './payments.repository.ts';
import { receiptPdf } from './receipt-pdf.ts';

async function pdfOf(db: Database, payment: PaymentRow) {
  const noticeNo = await findTicketNoticeNo(db, payment.ticketId);
  const ticket = await findByNoticeNo(db, noticeNo);
  const pdf = await receiptPdf({ ...payment, noticeNo, vehicleNo: ticket?.vehicleNo ?? '-' });
  return { transactionNo: payment.transactionNo, pdf };
}

/** The receipt of the payment of one ticket, however it was paid; PAYMENT_NOT_FOUND while unpaid. */
export async function receiptOfTicket(db: Database, ticketId: number) {
  const payment = await findPaymentOfTicket(db, ticketId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  return pdfOf(db, payment);
}
