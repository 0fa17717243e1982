import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { ofBox, type Box } from '../../db/box.ts';
import type { Database } from '../../db/database.ts';
import { tcrApplications } from './records.table.ts';

export type TcrRow = typeof tcrApplications.$inferSelect;
export type NewTcr = typeof tcrApplications.$inferInsert;

/** The box that applied: a person's personal role, or a company role. */
export type ApplicantBox = Box;

export async function insertApplication(db: Database, row: NewTcr): Promise<TcrRow | undefined> {
  const [inserted] = await db.insert(tcrApplications).values(row).onConflictDoNothing().returning();
  return inserted;
}

export function listOfApplicant(db: Database, box: ApplicantBox, kind: string) {
  return db
    .select()
    .from(tcrApplications)
    .where(
      and(
        ofBox(tcrApplications.applicantUserId, tcrApplications.applicantAgentId, box),
        eq(tcrApplications.kind, kind),
      ),
    )
    .orderBy(desc(tcrApplications.createdAt), desc(tcrApplications.id));
}

export async function findOfApplicant(db: Database, box: ApplicantBox, ref: string, kind: string) {
  const [row] = await db
    .select()
    .from(tcrApplications)
    .where(
      and(
        eq(tcrApplications.ref, ref),
        ofBox(tcrApplications.applicantUserId, tcrApplications.applicantAgentId, box),
        eq(tcrApplications.kind, kind),
      ),
    );
  return row;
}

export async function findByRef(db: Database, ref: string) {
  const [row] = await db.select().from(tcrApplications).where(eq(tcrApplications.ref, ref));
  return row;
}

export async function findByCertificateNo(db: Database, certificateNo: string) {
  const [row] = await db
    .select()
    .from(tcrApplications)
    .where(eq(tcrApplications.certificateNo, certificateNo));
  return row;
}

/** The row, locked for the rest of the transaction. */
export async function lockByRef(tx: Database, ref: string) {
  const [row] = await tx.select().from(tcrApplications).where(eq(tcrApplications.ref, ref)).for('update');
  return row;
}

export async function lockById(tx: Database, id: number) {
  const [row] = await tx.select().from(tcrApplications).where(eq(tcrApplications.id, id)).for('update');
  return row;
}

export async function updateApplication(db: Database, id: number, change: Partial<NewTcr>) {
  const [row] = await db
    .update(tcrApplications)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(tcrApplications.id, id))
    .returning();
  return row!;
}

/** Company applications the driver did not authorise in time. */
export function dueToExpire(db: Database, now: Date) {
  return db
    .select()
    .from(tcrApplications)
    .where(
      and(
        inArray(tcrApplications.status, ['PENDING_AUTHORISATION']),
        lt(tcrApplications.authorisationDeadline, now),
      ),
    );
}
