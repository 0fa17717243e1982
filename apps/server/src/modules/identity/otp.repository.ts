import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { otpChallenges } from './identity.table.ts';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

export async function lockedUntil(db: Database, purpose: string, subjectKey: string) {
  const [row] = await db
    .select({ until: max(otpChallenges.lockedUntil) })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.purpose, purpose), eq(otpChallenges.subjectKey, subjectKey)));
  return row?.until ? new Date(row.until) : null;
}

/** The latest unfinished challenge of a subject since `since`: a new one carries its attempts and interval. */
export async function latestOpen(db: Database, purpose: string, subjectKey: string, since: Date) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.purpose, purpose),
        eq(otpChallenges.subjectKey, subjectKey),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.createdAt, since),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}

export async function insertChallenge(db: Database, values: typeof otpChallenges.$inferInsert) {
  const [row] = await db.insert(otpChallenges).values(values).returning();
  return row!;
}

/** A challenge of this user only: someone else's uuid reads exactly like an unknown one. */
export async function findOwnChallenge(db: Database, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.id, id), eq(otpChallenges.userId, userId)));
  return row;
}

/**
 * Records a new code unless another was sent within the resend interval: of two requests at once, one
 * sends. False when the interval had not passed.
 */
export async function recordSend(
  db: Database,
  id: string,
  values: { codeHash: string; sentAt: Date; expiresAt: Date; resendAfter: Date },
): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set(values)
    .where(
      and(
        eq(otpChallenges.id, id),
        or(isNull(otpChallenges.resendAfter), lte(otpChallenges.resendAfter, values.sentAt)),
      ),
    )
    .returning({ id: otpChallenges.id });
  return rows.length > 0;
}

export async function addAttempt(db: Database, id: string): Promise<number> {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, id))
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

export async function lock(db: Database, id: string, until: Date) {
  await db.update(otpChallenges).set({ lockedUntil: until }).where(eq(otpChallenges.id, id));
}

export async function consume(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length > 0;
}

/** Whether this user has passed an OTP of one of these purposes for this target (org re-authentication). */
export async function passedBefore(db: Database, userId: string, purposes: string[], subjectKey: string) {
  const rows = await db
    .select({ id: otpChallenges.id })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, userId),
        eq(otpChallenges.subjectKey, subjectKey),
        inArray(otpChallenges.purpose, purposes),
        isNotNull(otpChallenges.consumedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** This user's latest unfinished challenge of a purpose since `since` (a registration left half-way). */
export async function latestOpenOfUser(db: Database, userId: string, purpose: string, since: Date) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, userId),
        eq(otpChallenges.purpose, purpose),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.createdAt, since),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}
