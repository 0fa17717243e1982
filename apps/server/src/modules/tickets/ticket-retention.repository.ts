import { sql } from 'drizzle-orm';
import { OPEN_PAYMENT_STATES } from '@eticket/domain/payments/payment.schemas';
import { RETENTION_FINAL_STATUSES } from '@eticket/domain/tickets/ticket-retention';
import type { Database } from '../../db/database.ts';
import { ID_NO_SCOPE } from './notice-pdf.service.ts';
import { LOOKUP_FAILURE_SCOPE } from './ticket-lookup.service.ts';

/** Recorded on an order whose payment arrived for an item paid meanwhile: money to give back. */
const REFUND_OWED = 'DUPLICATE_PAYMENT_REFUND_REQUIRED';
/** The state of that order's item (ADR 0031). */
const ITEM_REFUND_OWED = 'REFUND';

export interface RetentionCandidate {
  id: number;
  noticeSerial: string;
  status: string;
  /** When the ticket reached its current status: its last history row, else its last update. */
  finalSince: Date;
  moneyMoving: boolean;
  offenceAt: Date;
  paidAt: Date | null;
}

interface CandidateRow {
  id: string | number;
  notice_serial: string;
  status: string;
  final_since: string | Date;
  money_moving: boolean;
  offence_at: string | Date;
  paid_at: string | Date | null;
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Locks up to `limit` tickets in a final status that has not changed since `cutoff`, skipping those
 * another transaction holds (a payment being settled locks the ticket first, so it is never purged
 * under it). Read in id order after `afterId`, so a caller walks the table once. The caller decides with the domain rule which of them go.
 */
export async function lockRetentionCandidates(
  tx: Database,
  cutoff: Date,
  afterId: number,
  limit: number,
): Promise<RetentionCandidate[]> {
  const result = await tx.execute(sql`
    select t.id, t.notice_serial, t.status, t.offence_at, p.paid_at,
      coalesce((select max(h.at) from ticket_history h where h.ticket_id = t.id), t.updated_at) as final_since,
      exists (
        select 1 from payment_order_items i
        join payment_orders o on o.id = i.order_id
        where i.ticket_id = t.id
          and (o.state in (${list(OPEN_PAYMENT_STATES)}) or o.failure_reason = ${REFUND_OWED}
            or i.state = ${ITEM_REFUND_OWED})
      ) as money_moving
    from tickets t
    left join payments p on p.ticket_id = t.id
    where t.id > ${afterId} and t.status in (${list(RETENTION_FINAL_STATUSES)})
      and coalesce((select max(h.at) from ticket_history h where h.ticket_id = t.id), t.updated_at)
        < ${cutoff.toISOString()}
    order by t.id
    limit ${limit}
    for update of t skip locked`);
  return (result as unknown as { rows: CandidateRow[] }).rows.map((r) => ({
    id: Number(r.id),
    noticeSerial: r.notice_serial,
    status: r.status,
    finalSince: new Date(r.final_since),
    moneyMoving: r.money_moving === true,
    offenceAt: new Date(r.offence_at),
    paidAt: r.paid_at === null ? null : new Date(r.paid_at),
  }));
}

/**
 * Deletes tickets and the tickets module's rows that exist because of them: status history, and the
 * attempt counters of the ticket and of its notice serial (all clients, and each client:
 * `<serial>/<client>`). Other modules' rows went first, by their purge hooks.
 */
export async function deleteTicketsWithDependents(
  tx: Database,
  tickets: readonly Pick<RetentionCandidate, 'id' | 'noticeSerial'>[],
) {
  if (tickets.length === 0) return;
  const ids = list(tickets.map((t) => t.id));
  await tx.execute(sql`delete from ticket_history where ticket_id in (${ids})`);
  await tx.execute(sql`delete from ticket_parties where ticket_id in (${ids})`);
  await tx.execute(sql`delete from ticket_liability_changes where ticket_id in (${ids})`);
  await tx.execute(sql`
    delete from attempt_counters
    where (scope = ${ID_NO_SCOPE} and key in (${list(tickets.map((t) => String(t.id)))}))
      or (scope = ${LOOKUP_FAILURE_SCOPE}
        and split_part(key, '/', 1) in (${list(tickets.map((t) => t.noticeSerial))}))`);
  await tx.execute(sql`delete from tickets where id in (${ids})`);
}
