import type { Database } from '../../db/database.ts';
import { COUNT_LIMIT, totalOfPageColumn } from '../../db/bounded-count.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { scopeOf, type TicketScope } from '../tickets/ticket-scope.ts';
import { countPaymentsInScope, paymentInScope, paymentsInScope } from './payment-records.repository.ts';
import type { PaymentRecordQuery } from '@eticket/domain/payments/payment.schemas';
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
  return paymentsInScope(db, scope, { since, until }, { offset: 0, limit: 5000 });
}

/** One page of the acting role's payments of the last 1, 2, 3 or 6 months, newest first. */
export async function paymentRecords(
  db: Database,
  principal: Principal,
  q: PaymentRecordQuery,
  now = new Date(),
) {
  const scope = scopeOf(principal);
  const period = { since: monthsBefore(now, q.months) };
  const offset = (q.page - 1) * q.pageSize;
  // The pager reaches the newest COUNT_LIMIT payments; a shorter period finds older ones.
  const page = { offset, limit: q.pageSize };
  const rows = offset < COUNT_LIMIT ? await paymentsInScope(db, scope, period, page) : [];
  const counted =
    (offset < COUNT_LIMIT ? totalOfPageColumn(rows, page) : undefined) ??
    (await countPaymentsInScope(db, scope, period));
  return {
    ...counted,
    page: q.page,
    pageSize: q.pageSize,
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
