import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import {
  canTransition,
  DATED_STATUSES,
  type TicketStatus,
} from '@eticket/domain/tickets/ticket-status-rules';
import type { TicketStatusBody } from '@eticket/domain/payments/external-payment.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { lockTicket, rebill, updateStatus, type TicketRow } from './tickets.repository.ts';

/**
 * Moves a ticket locked by the caller (`lockTicket` in the same transaction) to a new status, with its
 * history row. The payment module calls this; it is the one way a status changes.
 */
export async function moveTicket(
  tx: Database,
  ticket: TicketRow,
  to: string,
  change: {
    reason: string;
    actor: string;
    statusDate?: string | null;
    remark?: string | null;
    paymentDeadline?: string;
  },
) {
  if (ticket.status === to) return;
  await updateStatus(tx, { ticketId: ticket.id, from: ticket.status, to, ...change });
  ticket.status = to;
}

export { lockTicket } from './tickets.repository.ts';

/**
 * A status set by the police or court systems through the internal API: investigation, court, refund.
 * Only the transitions of the domain table are allowed; a refund is dated (today when no date is sent).
 */
export async function setStatusByIssuer(
  db: Database,
  noticeNo: string,
  body: TicketStatusBody,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, { noticeNo });
    if (!ticket) throw new AppError('TICKET_NOT_EXIST');
    if (ticket.status === 'IN_TRANSACTION') throw new AppError('PAYMENT_IN_PROGRESS', { seconds: 180 });
    if (!canTransition(ticket.status, body.status)) {
      throw new AppError('TICKET_STATUS_CHANGE_REFUSED', { from: ticket.status, to: body.status });
    }
    const dated = DATED_STATUSES.includes(body.status as TicketStatus);
    const statusDate = body.statusDate ?? (dated ? hongKongDateOf(now) : null);
    await moveTicket(tx, ticket, body.status, {
      reason: body.reason,
      actor: 'issuer',
      statusDate,
      ...(body.remark !== undefined ? { remark: body.remark } : {}),
    });
    return { noticeNo: ticket.noticeNo, status: ticket.status, statusDate };
  });
}

/**
 * A new bill for a ticket locked by the caller (a demand notice): its bill type and last day to pay
 * change, its status does not; the history keeps the step.
 */
export async function rebillTicket(
  tx: Database,
  ticket: TicketRow,
  change: { billType: string; paymentDeadline: string; reason: string; actor: string },
) {
  await rebill(tx, { ticketId: ticket.id, status: ticket.status, ...change });
  ticket.billType = change.billType;
  ticket.paymentDeadline = change.paymentDeadline;
}
