import type { ExternalPaymentBody } from '@eticket/domain/payments/external-payment.schemas';
import { formatAmount } from '@eticket/domain/common/amount';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { lockTicket, moveTicket } from '../tickets/ticket-status.service.ts';
import { withdrawPendingDisputeOnPayment } from '../tickets/dispute-hook.ts';
import { findPaymentByTransactionNo, findPaymentOfTicket, insertPayment } from './payments.repository.ts';

/** Statuses in which money may arrive from outside: the payable ones, an open online attempt, the court. */
const ACCEPTS_EXTERNAL = ['UNPAID', 'OVERDUE', 'IN_TRANSACTION', 'PAY_AT_COURT_SHROFF'];

/**
 * A payment made outside the platform (ATM, PPS, post, bank, court shroff), reported by the collecting
 * system through the internal API. It settles the ticket like an online payment does. Should an online
 * order be open meanwhile and later succeed, settlement flags that order for a refund.
 */
export async function recordExternalPayment(db: Database, noticeNo: string, body: ExternalPaymentBody) {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, { noticeNo });
    if (!ticket) throw new AppError('TICKET_NOT_EXIST');
    if (await findPaymentByTransactionNo(tx, body.transactionNo)) {
      throw new AppError('TRANSACTION_NO_DUPLICATE', { transactionNo: body.transactionNo });
    }
    if (ticket.status === 'SETTLED' || (await findPaymentOfTicket(tx, ticket.id))) {
      throw new AppError('TICKET_ALREADY_PAID');
    }
    if (!ACCEPTS_EXTERNAL.includes(ticket.status)) throw new AppError('TICKET_NOT_PAYABLE');
    if (body.amountCents !== ticket.amountCents) {
      throw new AppError('PAYMENT_AMOUNT_MISMATCH', {
        paid: formatAmount(body.amountCents),
        due: formatAmount(ticket.amountCents),
      });
    }
    const payment = await insertPayment(tx, {
      ticketId: ticket.id,
      transactionNo: body.transactionNo,
      methodCode: body.methodCode,
      amountCents: body.amountCents,
      paidAt: new Date(body.paidAt),
      source: 'EXTERNAL',
    });
    if (!payment) throw new AppError('TICKET_ALREADY_PAID');
    await moveTicket(tx, ticket, 'SETTLED', {
      reason: `PAID_EXTERNALLY:${body.methodCode}`,
      actor: 'issuer',
    });
    await withdrawPendingDisputeOnPayment(tx, ticket.id);
    return {
      noticeNo: ticket.noticeNo,
      status: ticket.status,
      transactionNo: payment.transactionNo,
      paidAt: payment.paidAt.toISOString(),
    };
  });
}
