import { and, asc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { disputeFiles, disputes } from './disputes.table.ts';

export type DisputeRow = typeof disputes.$inferSelect;
export type NewDispute = typeof disputes.$inferInsert;
export interface NewDisputeFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** A box: the applicant and the role (agent id, 0 for the personal role) a draft belongs to. */
export interface DisputeBox {
  userId: string;
  agentId: number;
}

/** The box's unsigned drafts of a ticket (at most one: `disputes_draft_uq`). */
const ownDraft = (ticketId: number, box: DisputeBox) =>
  and(
    eq(disputes.ticketId, ticketId),
    eq(disputes.userId, box.userId),
    eq(disputes.agentId, box.agentId),
    eq(disputes.status, 'DRAFT'),
  );

/** The box's unsigned draft of a ticket, live or expired, locked. */
export async function lockOwnDraft(tx: Database, ticketId: number, box: DisputeBox) {
  const rows = await tx.select().from(disputes).where(ownDraft(ticketId, box)).for('update');
  return rows[0];
}

/** The box's draft of a ticket made after `since` (a live one), if any. */
export async function liveOwnDraft(db: Database, ticketId: number, box: DisputeBox, since: Date) {
  const rows = await db
    .select({ reference: disputes.reference, createdAt: disputes.createdAt })
    .from(disputes)
    .where(and(ownDraft(ticketId, box), gt(disputes.createdAt, since)))
    .limit(1);
  return rows[0];
}

/** The ticket's one signed dispute, if it has one (`disputes_signed_uq`). */
export async function signedDisputeOf(db: Database, ticketId: number) {
  const rows = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.ticketId, ticketId), isNotNull(disputes.signedAt)))
    .limit(1);
  return rows[0];
}

/** A draft goes (its files by cascade): replaced by a new form, or expired. */
export async function deleteDraft(tx: Database, id: number) {
  await tx.delete(disputes).where(and(eq(disputes.id, id), eq(disputes.status, 'DRAFT')));
}

/** Housekeeping: the drafts made before `before` (expired), with their files. */
export async function deleteDraftsBefore(db: Database, before: Date) {
  await db.delete(disputes).where(and(eq(disputes.status, 'DRAFT'), lt(disputes.createdAt, before)));
}

export async function noticeNoOfTicket(db: Database, ticketId: number) {
  const rows = await db.select({ noticeNo: tickets.noticeNo }).from(tickets).where(eq(tickets.id, ticketId));
  return rows[0]?.noticeNo;
}

/** Inserts a dispute and its files; undefined when the box already has a draft of the ticket (the unique index decides). */
export async function insertDispute(tx: Database, dispute: NewDispute, files: readonly NewDisputeFile[]) {
  const [row] = await tx.insert(disputes).values(dispute).onConflictDoNothing().returning();
  if (!row) return undefined;
  let position = 0;
  for (const f of files) {
    position += 1;
    await tx
      .insert(disputeFiles)
      .values({ ...f, disputeId: row.id, position, sizeBytes: f.content.byteLength });
  }
  return row;
}

export async function findDispute(db: Database, reference: string) {
  const rows = await db.select().from(disputes).where(eq(disputes.reference, reference)).limit(1);
  return rows[0];
}

export async function lockDispute(tx: Database, reference: string) {
  const rows = await tx.select().from(disputes).where(eq(disputes.reference, reference)).for('update');
  return rows[0];
}

/** The ticket's disputes still open (its signed one under investigation, and any drafts), locked. */
export function lockOpenDisputesOf(tx: Database, ticketId: number) {
  return tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.ticketId, ticketId), inArray(disputes.status, ['SUBMITTED', 'DRAFT'])))
    .for('update');
}

export async function updateDispute(tx: Database, id: number, change: Partial<NewDispute>) {
  const [row] = await tx.update(disputes).set(change).where(eq(disputes.id, id)).returning();
  return row!;
}

export function filesOf(db: Database, disputeId: number) {
  return db
    .select({
      id: disputeFiles.id,
      fileName: disputeFiles.fileName,
      contentType: disputeFiles.contentType,
      sizeBytes: disputeFiles.sizeBytes,
    })
    .from(disputeFiles)
    .where(eq(disputeFiles.disputeId, disputeId))
    .orderBy(asc(disputeFiles.position));
}

export async function fileOf(db: Database, disputeId: number, fileId: string) {
  const rows = await db
    .select()
    .from(disputeFiles)
    .where(and(eq(disputeFiles.disputeId, disputeId), eq(disputeFiles.id, fileId)))
    .limit(1);
  return rows[0];
}

/** Retention: the disputes of tickets being purged go with them (their files by cascade). */
export async function deleteDisputesOf(tx: Database, ticketIds: readonly number[]) {
  if (ticketIds.length === 0) return;
  await tx.delete(disputes).where(inArray(disputes.ticketId, [...ticketIds]));
}

/** Police side: the disputes of a status, oldest first, with their ticket's notice no and duplicate mark. */
export function workList(db: Database, status: string, limit: number) {
  return db
    .select({
      reference: disputes.reference,
      noticeNo: tickets.noticeNo,
      ground: disputes.ground,
      status: disputes.status,
      signedAt: disputes.signedAt,
      possibleDuplicateOf: tickets.possibleDuplicateOf,
    })
    .from(disputes)
    .innerJoin(tickets, eq(tickets.id, disputes.ticketId))
    .where(eq(disputes.status, status))
    .orderBy(asc(disputes.createdAt), asc(disputes.id))
    .limit(limit);
}
