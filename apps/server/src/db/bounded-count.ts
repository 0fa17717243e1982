import { count, type Subquery } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * A list's pager counts at most this many rows: exact up to it, "more than" beyond (ADR 0043), so that
 * counting costs the same whatever the size of the table or of the caller's fleet.
 */
export const COUNT_LIMIT = 1000;

export interface BoundedTotal {
  /** The rows counted, at most COUNT_LIMIT. */
  total: number;
  /** There are more than `total`. */
  totalCapped: boolean;
}

/** Counts the rows of `rows` (a select limited by the caller to `limit + 1`), up to COUNT_LIMIT. */
export async function boundedCount(
  db: Database,
  rows: (limit: number) => { as(alias: string): Subquery },
): Promise<BoundedTotal> {
  const [row] = await db.select({ n: count() }).from(rows(COUNT_LIMIT + 1).as('bounded'));
  const n = row?.n ?? 0;
  return { total: Math.min(n, COUNT_LIMIT), totalCapped: n > COUNT_LIMIT };
}
