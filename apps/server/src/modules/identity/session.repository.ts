import { and, eq, gt, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { refreshTokens, sessions } from './identity.table.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Database, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function insertRefreshToken(db: Database, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

/**
 * Marks activity on a live session in one statement, so two instances can never both accept a request
 * on a session the other has just ended. No row back means revoked, idle too long or past its end.
 */
export async function touchLiveSession(
  db: Database,
  sessionId: string,
  now: Date,
  idleSince: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ lastActionAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gte(sessions.lastActionAt, idleSince),
      ),
    )
    .returning();
  return row;
}

export async function findLiveSession(db: Database, sessionId: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gte(sessions.lastActionAt, idleSince),
      ),
    );
  return row;
}

export async function revokeSession(db: Database, sessionId: string, reason: string, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function setSessionRole(
  db: Database,
  sessionId: string,
  role: { agentId: number | null; roleType: string },
) {
  await db.update(sessions).set(role).where(eq(sessions.id, sessionId));
}

/** Claims an unused refresh token; only one of two racing requests gets the row. */
export async function claimRefreshToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  return row;
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function findSession(db: Database, sessionId: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  return row;
}
