import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { boundedPage, ONE } from '../../db/bounded-count.ts';
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

const ofApplicant = (box: ApplicantBox, kind: string) =>
  and(
    ofBox(tcrApplications.applicantUserId, tcrApplications.applicantAgentId, box),
    eq(tcrApplications.kind, kind),
  );
/** Newest first: tcr_applications_applicant_idx (box, kind, then time) read backwards. */
const newestFirst = [desc(tcrApplications.createdAt), desc(tcrApplications.id)] as const;

/** A page of the box's applications of one kind, newest first, and their bounded total. */
export function pageOfApplicant(
  db: Database,
  box: ApplicantBox,
  kind: string,
  offset: number,
  limit: number,
) {
  const where = ofApplicant(box, kind);
  return boundedPage(
    db,
    db
      .select()
      .from(tcrApplications)
      .where(where)
      .orderBy(...newestFirst),
    db
      .select(ONE)
      .from(tcrApplications)
      .where(where)
      .orderBy(...newestFirst),
    offset,
    limit,
  );
}

/** The box's newest open application of the kind (one of `statuses`), if any. */
export async function openOfApplicant(
  db: Database,
  box: ApplicantBox,
  kind: string,
  statuses: readonly string[],
) {
  const [row] = await db
    .select()
    .from(tcrApplications)
    .where(and(ofApplicant(box, kind), inArray(tcrApplications.status, [...statuses])))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
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
