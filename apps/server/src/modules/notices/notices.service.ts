import { addDays, hongKongDateOf, instantOfHongKong } from '@eticket/domain/common/hong-kong-time';
import type { Database } from '../../db/database.ts';
import { lockTicket, moveTicket, rebillTicket } from '../tickets/ticket-status.service.ts';
import { queueDemandNoticeDelivery } from '../messages/delivery.service.ts';
import { recordAudit } from '../audit/audit.ts';
import * as repo from './notices.repository.ts';

/** hk-facts: a ticket still unpaid 21 days after the offence brings a demand notice… */
export const DEMAND_AFTER_DAYS = 21;
/** …which gives 10 more days to pay or dispute… */
export const DEMAND_DAYS_TO_PAY = 10;
/** …and none is issued later than 6 months after the offence. */
export const DEMAND_LATEST_MONTHS = 6;

export interface DemandRun {
  issued: number;
  overdue: number;
  /** Delivery jobs to run now (the worker would run them on its next poll anyway). */
  jobs: number[];
}

/**
 * The daily demand-notice run: every ticket still unpaid 21 days after its offence gets one demand notice
 * (bill type DEMAND_NOTICE, a new last day 10 days on, delivered like the e-ticket and written into the
 * boxes), and every unpaid ticket whose demand notice's last day has passed becomes OVERDUE. Each ticket is
 * handled under its row lock and the notice's unique index, so two instances or a repeated run issue one
 * notice per ticket.
 */
export async function runDemandNotices(db: Database, now = new Date()): Promise<DemandRun> {
  const today = hongKongDateOf(now);
  const offenceBefore = instantOfHongKong(addDays(today, -DEMAND_AFTER_DAYS + 1));
  const notBefore = instantOfHongKong(today);
  notBefore.setUTCMonth(notBefore.getUTCMonth() - DEMAND_LATEST_MONTHS);
  const run: DemandRun = { issued: 0, overdue: 0, jobs: [] };
  for (const { id } of await repo.ticketsDueForDemand(db, offenceBefore, notBefore)) {
    await db.transaction(async (tx) => {
      const ticket = await lockTicket(tx, { id });
      if (!ticket || ticket.status !== 'UNPAID') return;
      const deadline = addDays(today, DEMAND_DAYS_TO_PAY);
      const notice = await repo.insertDemandNotice(tx, ticket.id, deadline, now);
      if (!notice) return;
      await rebillTicket(tx, ticket, {
        billType: 'DEMAND_NOTICE',
        paymentDeadline: deadline,
        reason: 'DEMAND_NOTICE',
        actor: 'system',
      });
      const job = await queueDemandNoticeDelivery(tx, ticket.id);
      await recordAudit(tx, {
        actorUserId: null,
        actorRole: 'system',
        requestId: null,
        action: 'notice.demand',
        objectRef: ticket.noticeNo,
        outcome: 'ok',
      });
      run.issued += 1;
      if (job !== undefined) run.jobs.push(job);
    });
  }
  for (const { id } of await repo.demandsPastDeadline(db, today)) {
    await db.transaction(async (tx) => {
      const ticket = await lockTicket(tx, { id });
      if (!ticket || ticket.status !== 'UNPAID') return;
      await moveTicket(tx, ticket, 'OVERDUE', { reason: 'DEMAND_NOTICE_EXPIRED', actor: 'system' });
      run.overdue += 1;
    });
  }
  return run;
}

export { deleteNoticesOf, noticesOfTicket } from './notices.repository.ts';
