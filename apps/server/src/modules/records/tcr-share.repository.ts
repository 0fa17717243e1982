import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { tcrApplications, tcrShareCodes } from './records.table.ts';

export type ShareRow = typeof tcrShareCodes.$inferSelect;
export type NewShare = typeof tcrShareCodes.$inferInsert;

const withCertificate = {
  share: tcrShareCodes,
  ref: tcrApplications.ref,
  certificateNo: tcrApplications.certificateNo,
} as const;

export async function insertShare(db: Database, row: NewShare): Promise<ShareRow> {
  const [inserted] = await db.insert(tcrShareCodes).values(row).returning();
  return inserted!;
}

/** The holder's codes with the certificate each shares, newest first. */
export function sharesOfHolder(db: Database, userId: string, limit: number) {
  return db
    .select(withCertificate)
    .from(tcrShareCodes)
    .innerJoin(tcrApplications, eq(tcrApplications.id, tcrShareCodes.applicationId))
    .where(eq(tcrShareCodes.holderUserId, userId))
    .orderBy(desc(tcrShareCodes.createdAt), desc(tcrShareCodes.id))
    .limit(limit);
}

/** A code still usable at `now`: neither viewed, revoked nor expired. */
const usable = (now: Date) =>
  and(isNull(tcrShareCodes.viewedAt), isNull(tcrShareCodes.revokedAt), gt(tcrShareCodes.expiresAt, now));

/**
 * Marks the code viewed, in one conditional statement: of two redeems at once, PostgreSQL lets only the
 * first through the `viewed_at is null` test; the second finds the row changed and gets nothing.
 */
export async function claimByHash(db: Database, codeHash: string, now: Date) {
  const [row] = await db
    .update(tcrShareCodes)
    .set({ viewedAt: now })
    .where(and(eq(tcrShareCodes.codeHash, codeHash), usable(now)))
    .returning();
  return row;
}

export async function findByHash(db: Database, codeHash: string) {
  const [row] = await db.select().from(tcrShareCodes).where(eq(tcrShareCodes.codeHash, codeHash));
  return row;
}

/** Withdraws a usable code of the holder, in one conditional statement. */
export async function revokeOfHolder(db: Database, userId: string, id: string, now: Date) {
  const [row] = await db
    .update(tcrShareCodes)
    .set({ revokedAt: now })
    .where(and(eq(tcrShareCodes.id, id), eq(tcrShareCodes.holderUserId, userId), usable(now)))
    .returning();
  return row;
}

export async function shareOfHolder(db: Database, userId: string, id: string) {
  const [row] = await db
    .select(withCertificate)
    .from(tcrShareCodes)
    .innerJoin(tcrApplications, eq(tcrApplications.id, tcrShareCodes.applicationId))
    .where(and(eq(tcrShareCodes.id, id), eq(tcrShareCodes.holderUserId, userId)));
  return row;
}

export async function applicationById(db: Database, id: number) {
  const [row] = await db.select().from(tcrApplications).where(eq(tcrApplications.id, id));
  return row;
}
