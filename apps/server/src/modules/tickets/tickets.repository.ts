import { and, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { offences } from '../params/params.table.ts';
import { prepareLookupStatement } from './lookup-statement.ts';
import { ticketHistory, tickets } from './tickets.table.ts';

export type NewTicket = typeof tickets.$inferInsert;
export type TicketRow = typeof tickets.$inferSelect;

/**
 * Inserts a ticket and its first history row in one transaction.
 * Returns undefined when a ticket with the same notice no already exists (the unique index decides, so two
 * simultaneous issues of one notice cannot both succeed).
 */
export async function insertIssuedTicket(
  db: Database,
  ticket: NewTicket,
  actor: string,
  afterInsert: (tx: Database, row: TicketRow) => Promise<void> = async () => undefined,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tickets).values(ticket).onConflictDoNothing().returning();
    if (!row) return undefined;
    await tx
      .insert(ticketHistory)
      .values({ ticketId: row.id, fromStatus: null, toStatus: row.status, reason: 'ISSUED', actor });
    await afterInsert(tx, row);
    return row;
  });
}

/** A ticket with its offence's descriptions, the shape every view of a ticket is built from. */
export const ticketWithOffence = {
  ticket: tickets,
  offence: {
    en: offences.descriptionEn,
    'zh-hk': offences.descriptionZhHk,
    'zh-cn': offences.descriptionZhCn,
  },
};

function selectTicketWithOffence(db: Database) {
  return db
    .select(ticketWithOffence)
    .from(tickets)
    .innerJoin(offences, eq(offences.code, tickets.offenceCode));
}
export type TicketWithOffence = Awaited<ReturnType<typeof selectTicketWithOffence>>[number];

/**
 * Only the columns a ticket's view is built from (ticket-view.ts), and the id: the look-up reads no
 * more than it answers, which saves parsing and mapping the rest (three timestamps among them) per call.
 */
export const ticketViewWithOffence = {
  ticket: {
    id: tickets.id,
    noticeNo: tickets.noticeNo,
    noticeType: tickets.noticeType,
    vehicleNo: tickets.vehicleNo,
    offenceAt: tickets.offenceAt,
    place: tickets.place,
    locationType: tickets.locationType,
    locationFeature: tickets.locationFeature,
    offenceCode: tickets.offenceCode,
    contraventionCode: tickets.contraventionCode,
    amountCents: tickets.amountCents,
    paymentDeadline: tickets.paymentDeadline,
    ePaymentNo: tickets.ePaymentNo,
    status: tickets.status,
    statusDate: tickets.statusDate,
    remark: tickets.remark,
    possibleDuplicateOf: tickets.possibleDuplicateOf,
    duplicateOfTicketId: tickets.duplicateOfTicketId,
  },
  offence: ticketWithOffence.offence,
};
export interface TicketViewRow {
  ticket: Pick<TicketRow, keyof typeof ticketViewWithOffence.ticket>;
  offence: TicketWithOffence['offence'];
}

type LookupStatement = (serial: string, vehicleNo: string) => Promise<TicketViewRow | undefined>;
const lookupStatements = new WeakMap<Database, LookupStatement>();

/**
 * The visitor's look-up: serial and vehicle no in one indexed query, so a wrong pair and a missing ticket
 * take the same path and the same time. Prepared once per database: this is the portal's hottest query.
 */
export function findForLookup(
  db: Database,
  serial: string,
  vehicleNo: string,
): Promise<TicketViewRow | undefined> {
  let statement = lookupStatements.get(db);
  if (!statement) {
    statement = prepareLookupStatement<TicketViewRow>(db, ticketViewWithOffence);
    lookupStatements.set(db, statement);
  }
  return statement(serial, vehicleNo);
}

export async function findWithOffenceById(db: Database, id: number) {
  const rows = await selectTicketWithOffence(db).where(eq(tickets.id, id)).limit(1);
  return rows[0];
}

export async function findByNoticeNo(db: Database, noticeNo: string) {
  const rows = await db.select().from(tickets).where(eq(tickets.noticeNo, noticeNo)).limit(1);
  return rows[0];
}

/** Locks the ticket row for the rest of the transaction: every status change goes through this lock. */
export async function lockTicket(tx: Database, where: { id: number } | { noticeNo: string }) {
  const condition = 'id' in where ? eq(tickets.id, where.id) : eq(tickets.noticeNo, where.noticeNo);
  const rows = await tx.select().from(tickets).where(condition).for('update');
  return rows[0];
}

export async function updateStatus(
  tx: Database,
  change: {
    ticketId: number;
    from: string;
    to: string;
    statusDate?: string | null;
    remark?: string | null;
    /** A new last day to pay (an investigation that upholds the ticket gives one). */
    paymentDeadline?: string;
    reason: string;
    actor: string;
  },
) {
  await tx
    .update(tickets)
    .set({
      status: change.to,
      ...(change.paymentDeadline !== undefined ? { paymentDeadline: change.paymentDeadline } : {}),
      ...(change.statusDate !== undefined ? { statusDate: change.statusDate } : {}),
      ...(change.remark !== undefined ? { remark: change.remark } : {}),
      updatedAt: new Date(),
    })
    .where(eq(tickets.id, change.ticketId));
  await tx.insert(ticketHistory).values({
    ticketId: change.ticketId,
    fromStatus: change.from,
    toStatus: change.to,
    reason: change.reason,
    actor: change.actor,
  });
}

export async function rebill(
  tx: Database,
  change: {
    ticketId: number;
    status: string;
    billType: string;
    paymentDeadline: string;
    reason: string;
    actor: string;
  },
) {
  await tx
    .update(tickets)
    .set({ billType: change.billType, paymentDeadline: change.paymentDeadline, updatedAt: new Date() })
    .where(eq(tickets.id, change.ticketId));
  await tx.insert(ticketHistory).values({
    ticketId: change.ticketId,
    fromStatus: change.status,
    toStatus: change.status,
    reason: change.reason,
    actor: change.actor,
  });
}

export function historyOf(db: Database, ticketId: number) {
  return db
    .select()
    .from(ticketHistory)
    .where(eq(ticketHistory.ticketId, ticketId))
    .orderBy(ticketHistory.id);
}

export const factsColumns = {
  id: tickets.id,
  noticeNo: tickets.noticeNo,
  vehicleNo: tickets.vehicleNo,
  amountCents: tickets.amountCents,
  paymentDeadline: tickets.paymentDeadline,
  status: tickets.status,
};

/** The facts a message about a ticket states. */
export async function findFactsById(db: Database, id: number) {
  const [row] = await db.select(factsColumns).from(tickets).where(eq(tickets.id, id));
  return row;
}

/** Tickets in the statuses given whose payment deadline falls on or before `lastDeadline`. */
export function findFactsDueBy(
  db: Database,
  statuses: readonly string[],
  firstDeadline: string,
  lastDeadline: string,
) {
  return db
    .select(factsColumns)
    .from(tickets)
    .where(
      and(
        inArray(tickets.status, [...statuses]),
        gte(tickets.paymentDeadline, firstDeadline),
        lte(tickets.paymentDeadline, lastDeadline),
      ),
    );
}

/**
 * The vehicle's other tickets for an offence code whose offence instant lies in [from, to] (an index range
 * of `tickets_vehicle_idx`), oldest issue first: the candidates of a possible duplicate.
 */
export function findSameOffenceNear(
  tx: Database,
  ticket: { id: number; vehicleNo: string; offenceCode: string },
  from: Date,
  to: Date,
) {
  return tx
    .select({
      id: tickets.id,
      noticeNo: tickets.noticeNo,
      offenceAt: tickets.offenceAt,
      place: tickets.place,
      locationType: tickets.locationType,
      locationFeature: tickets.locationFeature,
    })
    .from(tickets)
    .where(
      and(
        eq(tickets.vehicleNo, ticket.vehicleNo),
        gte(tickets.offenceAt, from),
        lte(tickets.offenceAt, to),
        eq(tickets.offenceCode, ticket.offenceCode),
        ne(tickets.id, ticket.id),
      ),
    )
    .orderBy(tickets.id);
}

/**
 * Records a possible duplicate pair: the later ticket points at the earlier, both carry the other's
 * notice no (the earlier keeps the first it was paired with), and each history has the step.
 */
export async function recordDuplicatePair(
  tx: Database,
  later: { id: number; noticeNo: string; status: string },
  earlier: { id: number; noticeNo: string },
  reason: string,
  actor: string,
) {
  const at = new Date();
  await tx
    .update(tickets)
    .set({ duplicateOfTicketId: earlier.id, possibleDuplicateOf: earlier.noticeNo, updatedAt: at })
    .where(eq(tickets.id, later.id));
  const [marked] = await tx
    .update(tickets)
    .set({ possibleDuplicateOf: later.noticeNo, updatedAt: at })
    .where(and(eq(tickets.id, earlier.id), isNull(tickets.possibleDuplicateOf)))
    .returning({ id: tickets.id, status: tickets.status });
  const rows = [{ ticketId: later.id, fromStatus: later.status, toStatus: later.status, reason, actor }];
  if (marked)
    rows.push({ ticketId: marked.id, fromStatus: marked.status, toStatus: marked.status, reason, actor });
  await tx.insert(ticketHistory).values(rows);
}
