import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findPaymentOfTicket } from './payments.repository.ts';
import { receiptDataOf, ticketPaymentView } from './receipt-data.ts';
import { receiptPdf } from './receipt-pdf.ts';

async function paymentOf(db: Database, ticketId: number) {
  const payment = await findPaymentOfTicket(db, ticketId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  return receiptDataOf(db, payment);
}

/** The receipt of the payment of one ticket, however it was paid; PAYMENT_NOT_FOUND while unpaid. */
export async function receiptOfTicket(db: Database, ticketId: number) {
  const data = await paymentOf(db, ticketId);
  return { transactionNo: data.transactionNo, pdf: await receiptPdf(data) };
}

/** What the receipt states, for the page that shows a settled ticket's payment. */
export async function paymentOfTicket(db: Database, ticketId: number) {
  return ticketPaymentView(await paymentOf(db, ticketId));
}
