import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { scopeOf, type TicketScope } from '../tickets/ticket-scope.ts';
import { paymentInScope, paymentsInScope } from './payment-records.repository.ts';
import { paymentMeansLabel } from '@eticket/domain/payments/payment-naming';
import { findPaymentByTransactionNo } from './payments.repository.ts';
import { receiptDataOf } from './receipt-data.ts';
import { receiptPdf } from './receipt-pdf.ts';

/** The same instant `months` calendar months earlier (the payment record shows the last 1, 2, 3 or 6). */
export function monthsBefore(now: Date, months: number): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  return since;
}

/** The payments of a scope made in [since, until), newest first, as the exports module writes them. */
export function paymentsForExport(db: Database, scope: TicketScope, since: Date, until: Date) {
  return paymentsInScope(db, scope, since, until);
}

export async function paymentRecords(db: Database, principal: Principal, months: number, now = new Date()) {
  const rows = await paymentsInScope(db, scopeOf(principal), monthsBefore(now, months));
  return {
    items: rows.map((r) => ({
      transactionNo: r.transactionNo,
      noticeNo: r.noticeNo,
      vehicleNo: r.vehicleNo,
      methodCode: r.methodCode,
      methodName: paymentMeansLabel(r),
      channel: r.channel,
      amountCents: r.amountCents,
      paidAt: r.paidAt.toISOString(),
    })),
  };
}

export async function receiptInScope(db: Database, principal: Principal, transactionNo: string) {
  const row = await paymentInScope(db, scopeOf(principal), transactionNo);
  const payment = row && (await findPaymentByTransactionNo(db, row.transactionNo));
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  return { transactionNo: payment.transactionNo, pdf: await receiptPdf(await receiptDataOf(db, payment)) };
}
