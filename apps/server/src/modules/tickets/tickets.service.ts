import { addDays, hongKongDateOf, instantOfHongKong } from '@eticket/domain/common/hong-kong-time';
import type { IssueTicketBody, IssuedTicket } from '@eticket/domain/tickets/issue-ticket.schemas';
import { noticeSerialOf } from '@eticket/domain/tickets/notice-no';
import type { Database } from '../../db/database.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { AppError } from '../../http/app-error.ts';
import { amountDue, findOffence } from '../params/params.service.ts';
import type { TicketIssuedHook } from '../module.ts';
import { insertIssuedTicket } from './tickets.repository.ts';
import { assignParties } from './ticket-parties.service.ts';
import { markPossibleDuplicate } from './possible-duplicates.ts';

/** A notice is payable within this many days of issue (spec section 9). */
export const PAYMENT_WINDOW_DAYS = 21;

/** What happens after a ticket is recorded: the modules' issue hooks, and running their jobs at once. */
export interface IssueFollowUp {
  hooks: readonly TicketIssuedHook[];
  kickJob: (jobId: number) => void;
}

/**
 * Records a ticket sent by the police issuing system. The amount is never taken from the caller: it is the
 * tariff in force on the offence date. The modules' issue hooks run in the same transaction (the
 * delivery to the owner is queued with the ticket, or neither exists); their jobs start after the commit.
 */
export async function issueTicket(
  db: Database,
  body: IssueTicketBody,
  now = new Date(),
  followUp: IssueFollowUp = { hooks: [], kickJob: () => undefined },
  audit?: AuditActor,
): Promise<IssuedTicket> {
  const offence = await findOffence(db, body.offenceCode);
  if (!offence || offence.noticeType !== body.noticeType) {
    throw new AppError('OFFENCE_CODE_UNKNOWN', {
      offenceCode: body.offenceCode,
      noticeType: body.noticeType,
    });
  }
  const offenceAt = instantOfHongKong(body.offenceDate, body.offenceTime);
  if (offenceAt.getTime() > now.getTime()) {
    throw new AppError('VALIDATION_FAILED', {}, [
      { field: 'body.offenceDate', message: 'validation.date.future' },
    ]);
  }
  const amountCents = await amountDue(db, body.offenceCode, body.offenceDate);
  const paymentDeadline = addDays(hongKongDateOf(now), PAYMENT_WINDOW_DAYS);
  const jobIds: number[] = [];
  const row = await insertIssuedTicket(
    db,
    {
      noticeNo: body.noticeNo,
      noticeSerial: noticeSerialOf(body.noticeNo) ?? body.noticeNo.slice(0, 8),
      ticketNo: body.ticketNo ?? null,
      vehicleNo: body.vehicleNo,
      noticeType: body.noticeType,
      offenceCode: body.offenceCode,
      contraventionCode: body.contraventionCode ?? null,
      offenceAt,
      locationType: body.locationType ?? null,
      locationFeature: body.locationFeature ?? null,
      place: body.place,
      amountCents,
      ePaymentNo: `E${body.noticeNo}`,
      issuedAt: now,
      paymentDeadline,
      status: 'UNPAID',
      issuingOfficerNo: body.issuingOfficerNo.toUpperCase(),
    },
    'issuer',
    async (tx, inserted) => {
      // Whom it belongs to is asked of the register now, for the offence date, before any hook reads it.
      await assignParties(tx, inserted.id, 'issuer');
      await markPossibleDuplicate(tx, inserted, 'issuer');
      // The ticket, its audit event and its follow-up jobs are written together.
      if (audit) {
        await recordAudit(tx, {
          ...audit,
          action: 'ticket.issue',
          objectRef: `ticket:${inserted.id}`,
          outcome: 'ok',
        });
      }
      for (const hook of followUp.hooks) {
        const jobId = await hook(tx, inserted);
        if (jobId !== undefined) jobIds.push(jobId);
      }
    },
  );
  if (!row) throw new AppError('NOTICE_NO_DUPLICATE', { noticeNo: body.noticeNo });
  for (const jobId of jobIds) followUp.kickJob(jobId);
  return {
    noticeNo: row.noticeNo,
    vehicleNo: row.vehicleNo,
    noticeType: row.noticeType as '525' | '570',
    offenceCode: row.offenceCode,
    offenceDate: body.offenceDate,
    offenceTime: body.offenceTime,
    amountCents: row.amountCents,
    ePaymentNo: row.ePaymentNo,
    issuedAt: row.issuedAt.toISOString(),
    paymentDeadline: row.paymentDeadline,
    status: row.status,
  };
}
