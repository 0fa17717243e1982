import { and, desc, eq, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ticketParties, tickets } from '../tickets/tickets.table.ts';
import { ticketNotices } from './notices.table.ts';

export type NoticeRow = typeof ticketNotices.$inferSelect;

/** Unpaid tickets whose offence was before `offenceBefore` (and after `notBefore`) with no demand notice yet. */
export function ticketsDueForDemand(db: Database, offenceBefore: Date, notBefore: Date) {
  return db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        eq(tickets.status, 'UNPAID'),
        lt(tickets.offenceAt, offenceBefore),
        sql`${tickets.offenceAt} >= ${notBefore}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(ticketNotices)
            .where(and(eq(ticketNotices.ticketId, tickets.id), eq(ticketNotices.kind, 'DEMAND'))),
        ),
      ),
    )
    .orderBy(tickets.id);
}

/** Unpaid tickets whose demand notice's last day has passed. */
export function demandsPastDeadline(db: Database, today: string) {
  return db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(ticketNotices, and(eq(ticketNotices.ticketId, tickets.id), eq(ticketNotices.kind, 'DEMAND')))
    .where(and(eq(tickets.status, 'UNPAID'), lt(ticketNotices.deadline, today)));
}

/** The demand notice of a ticket, once: undefined when another run issued it first. */
export async function insertDemandNotice(tx: Database, ticketId: number, deadline: string, now: Date) {
  const [row] = await tx
    .insert(ticketNotices)
    .values({ ticketId, kind: 'DEMAND', deadline, issuedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export function noticesOfTicket(db: Database, ticketId: number) {
  return db
    .select()
    .from(ticketNotices)
    .where(eq(ticketNotices.ticketId, ticketId))
    .orderBy(ticketNotices.id);
}

export async function deleteNoticesOf(tx: Database, ticketIds: readonly number[]) {
  if (ticketIds.length === 0) return;
  await tx.delete(ticketNotices).where(sql`${ticketNotices.ticketId} in ${ticketIds}`);
}

export type NewNotice = typeof ticketNotices.$inferInsert;

/** A notice to a person about a ticket, once per ticket, kind and person. */
export async function insertPersonNotice(tx: Database, notice: NewNotice) {
  const [row] = await tx.insert(ticketNotices).values(notice).onConflictDoNothing().returning();
  return row;
}

/** A notice with the facts of its ticket that a list shows. */
const NOTICE_WITH_TICKET = {
  notice: ticketNotices,
  noticeNo: tickets.noticeNo,
  vehicleNo: tickets.vehicleNo,
  offenceAt: tickets.offenceAt,
};

/** A person's (or, with `company`, a company's) notices with their tickets, newest first. */
export function noticesOf(db: Database, addressee: { personId: number } | { companyId: number }) {
  return db
    .select(NOTICE_WITH_TICKET)
    .from(ticketNotices)
    .innerJoin(tickets, eq(tickets.id, ticketNotices.ticketId))
    .where(
      'personId' in addressee
        ? eq(ticketNotices.personId, addressee.personId)
        : eq(ticketNotices.companyId, addressee.companyId),
    )
    .orderBy(sql`${ticketNotices.id} desc`)
    .limit(NOTICES_SHOWN);
}

/** Each part of the notices page shows at most this many, newest first. */
export const NOTICES_SHOWN = 100;

export async function lockNotice(tx: Database, id: number) {
  const rows = await tx.select().from(ticketNotices).where(eq(ticketNotices.id, id)).for('update');
  return rows[0];
}

export async function answerNotice(tx: Database, id: number, change: Partial<NewNotice>) {
  await tx.update(ticketNotices).set(change).where(eq(ticketNotices.id, id));
}

export async function ticketOfNotice(db: Database, ticketId: number) {
  const rows = await db.select().from(tickets).where(eq(tickets.id, ticketId));
  return rows[0];
}

/**
 * Demand notices of the scope's still unpaid tickets, newest offence first: read along the party's index of
 * its unpaid tickets (ADR 0043), at most NOTICES_SHOWN.
 */
export function openDemandNotices(db: Database, unpaidOfScope: SQL) {
  return db
    .select(NOTICE_WITH_TICKET)
    .from(ticketParties)
    .innerJoin(
      ticketNotices,
      and(eq(ticketNotices.ticketId, ticketParties.ticketId), eq(ticketNotices.kind, 'DEMAND')),
    )
    .innerJoin(tickets, eq(tickets.id, ticketParties.ticketId))
    .where(unpaidOfScope)
    .orderBy(desc(ticketParties.offenceAt), desc(ticketParties.ticketId))
    .limit(NOTICES_SHOWN);
}
