import { and, asc, eq, inArray, lt } from 'drizzle-orm';
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

/** Drops the applicant's own unsigned draft of a ticket left before `before`, so a new form replaces it. */
export async function dropOwnDraft(tx: Database, ticketId: number, userId: string, before: Date) {
  await tx
    .delete(disputes)
    .where(
      and(
        eq(disputes.ticketId, ticketId),
        eq(disputes.userId, userId),
        eq(disputes.status, 'DRAFT'),
        lt(disputes.createdAt, before),
      ),
    );
}

export async function noticeNoOfTicket(db: Database, ticketId: number) {
  const rows = await db.select({ noticeNo: tickets.noticeNo }).from(tickets).where(eq(tickets.id, ticketId));
  return rows[0]?.noticeNo;
}

/** Inserts a dispute and its files; undefined when the ticket already has one (the unique index decides). */
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

export async function lockDispute(tx: Database, where: { reference: string } | { ticketId: number }) {
  const condition =
    'reference' in where ? eq(disputes.reference, where.reference) : eq(disputes.ticketId, where.ticketId);
  const rows = await tx.select().from(disputes).where(condition).for('update');
  return rows[0];
}

export async function disputeOfTicket(db: Database, ticketId: number) {
  const rows = await db.select().from(disputes).where(eq(disputes.ticketId, ticketId)).limit(1);
  return rows[0];
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
