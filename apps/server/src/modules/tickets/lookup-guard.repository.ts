import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { attemptCounters, captchaRedemptions } from './lookup-guard.table.ts';

function windowStartOf(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/** Attempts counted so far in the current window. */
export async function attemptsInWindow(
  db: Database,
  scope: string,
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<number> {
  const rows = await db
    .select({ count: attemptCounters.count })
    .from(attemptCounters)
    .where(
      and(
        eq(attemptCounters.scope, scope),
        eq(attemptCounters.key, key),
        eq(attemptCounters.windowStart, windowStartOf(now, windowSeconds)),
      ),
    );
  return rows[0]?.count ?? 0;
}

/** Counts one attempt (an upsert, so concurrent attempts all count) and returns the new total. */
export async function recordAttempt(
  db: Database,
  scope: string,
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .insert(attemptCounters)
    .values({ scope, key, windowStart: windowStartOf(now, windowSeconds), count: 1 })
    .onConflictDoUpdate({
      target: [attemptCounters.scope, attemptCounters.key, attemptCounters.windowStart],
      set: { count: sql`${attemptCounters.count} + 1` },
    })
    .returning({ count: attemptCounters.count });
  return row!.count;
}

/** Housekeeping: counters of past windows and redemptions of expired challenges prove nothing any more. */
export async function purgeLookupGuards(db: Database, now = new Date()) {
  await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, now));
  await db
    .delete(attemptCounters)
    .where(lt(attemptCounters.windowStart, new Date(now.getTime() - 86_400_000)));
}
