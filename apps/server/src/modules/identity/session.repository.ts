import { and, eq, gt, gte, isNull, lt, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { users } from '../accounts/accounts.table.ts';
import { agentRoles } from '../agents/agents.table.ts';
import { refreshTokens, sessions } from './identity.table.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** Not revoked, not past its absolute end, active since `idleSince` (values, or a prepared statement's placeholders). */
const live = (sessionId: string | Placeholder, now: Date | Placeholder, idleSince: Date | Placeholder) =>
  and(
    eq(sessions.id, sessionId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gte(sessions.lastActionAt, idleSince),
  );

export async function insertSession(db: Database, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function insertRefreshToken(db: Database, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

/**
 * What every logged-in request needs, in one read: the live session, its user's Transport Department
 * person, and the activated agent role of this user it acts under (`agentId`, or the session's own when
 * null; 0 or anything not this user's activated role joins nothing). No row: revoked, idle or ended.
 */
export async function findLiveSessionIdentity(
  db: Database,
  sessionId: string,
  now: Date,
  idleSince: Date,
  agentId: number | null,
) {
  const [row] = await prepared(db, 'session_identity', (db) =>
    db
      .select({ session: sessions, tdPersonId: users.tdPersonId, role: agentRoles })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(
        agentRoles,
        and(
          eq(agentRoles.id, sql`coalesce(${sql.placeholder('agentId')}::integer, ${sessions.agentId})`),
          eq(agentRoles.userId, sessions.userId),
          eq(agentRoles.status, 'ACTIVATED'),
        ),
      )
      .where(live(sql.placeholder('sessionId'), sql.placeholder('now'), sql.placeholder('idleSince'))),
  ).execute({ sessionId, now, idleSince, agentId });
  return row;
}

/**
 * Records activity on a session still live whose last recorded action is older than `staleBefore`. Its
 * conditions are those of the read, so a session another instance has just ended is never marked active.
 */
export async function recordActivity(
  db: Database,
  sessionId: string,
  now: Date,
  idleSince: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastActionAt: now })
    .where(and(live(sessionId, now, idleSince), lt(sessions.lastActionAt, staleBefore)));
}

export async function findLiveSession(db: Database, sessionId: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(live(sessionId, now, idleSince));
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
