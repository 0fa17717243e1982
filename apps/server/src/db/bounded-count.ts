import { count, sql } from 'drizzle-orm';
import type { BoundedTotal } from '@eticket/domain/common/page.schemas';
import type { Database } from './database.ts';

/**
 * How many rows a list's pager counts exactly. Beyond it the answer is "more than COUNT_LIMIT": counting
 * stops at COUNT_LIMIT + 1 rows, so a pager's total costs the same whatever the size of the list.
 */
export const COUNT_LIMIT = 1000;

/** What `boundedCount` needs of a select: its rows, limited and named as a subquery. */
interface Countable {
  limit(limit: number): { as(alias: 'bounded'): Parameters<ReturnType<Database['select']>['from']>[0] };
}

/**
 * The bounded total of a list: `count(*) from (select 1 … order by … limit COUNT_LIMIT + 1)`. Give it the
 * list's own select of its filter in the list's order (`db.select(ONE).from(t).where(where).orderBy(…)`),
 * without limit: the order makes PostgreSQL walk the index that serves the list and stop after
 * COUNT_LIMIT + 1 entries. Without it the planner may prefer a bitmap scan, which reads every matching
 * entry of the index before the limit applies.
 */
export async function boundedCount(
  db: Database,
  rows: Countable,
  limit = COUNT_LIMIT,
): Promise<BoundedTotal> {
  return boundedTotal(await boundedCountQuery(db, rows, limit), limit);
}

/** `boundedCount`'s query, to run later or to prepare (db/prepared.ts); `boundedTotal` reads its answer. */
export function boundedCountQuery(db: Database, rows: Countable, limit = COUNT_LIMIT) {
  return db.select({ n: count() }).from(rows.limit(limit + 1).as('bounded'));
}

/** The bounded total from `boundedCountQuery`'s answer. */
export function boundedTotal(rows: { n: number }[], limit = COUNT_LIMIT): BoundedTotal {
  const n = Number(rows[0]?.n ?? 0);
  return n > limit ? { total: limit, totalCapped: true } : { total: n, totalCapped: false };
}

/**
 * The bounded total as a column of the page's own statement: an uncorrelated subquery, which PostgreSQL
 * runs once for the statement, so a page and its total take one round trip instead of two (each costs the
 * server more than either read, `bench/fleet-lists.ts`). `totalOfPageColumn` reads it back.
 */
export function boundedTotalColumn(db: Database, rows: Countable, limit = COUNT_LIMIT) {
  return sql<number>`(${boundedCountQuery(db, rows, limit)})`.mapWith(Number);
}

/**
 * The total that a page carrying `boundedTotalColumn` tells: any row holds it, and an empty first page
 * means none at all. Undefined for an empty later page (past the end): the list is counted apart.
 */
export function totalOfPageColumn(
  rows: readonly { total: number }[],
  page: { offset: number; limit: number },
  limit = COUNT_LIMIT,
): BoundedTotal | undefined {
  if (rows.length > 0) return boundedTotal([{ n: rows[0]!.total }], limit);
  return page.offset === 0 && page.limit > 0 ? { total: 0, totalCapped: false } : undefined;
}

/** The select list of a counted subquery: one constant column (a subquery's columns need a name). */
export const ONE = { one: sql<number>`1`.as('one') };

/**
 * The total a page itself tells: a page with fewer rows than asked for is the list's last, so the total is
 * its offset plus its rows (capped as a count would be). Undefined when the page is full (or past the
 * end), and the list must be counted. Spares the count where it costs most: a search that matches few.
 */
export function totalOfPage(offset: number, limit: number, rows: number): BoundedTotal | undefined {
  if (rows >= limit || (rows === 0 && offset > 0)) return undefined;
  const total = offset + rows;
  return total > COUNT_LIMIT ? { total: COUNT_LIMIT, totalCapped: true } : { total, totalCapped: false };
}

/**
 * A page of a list with its bounded total: `rows` is the list's select (filter and order), `counted` the
 * same filter and order as `select(ONE)`. A short page tells its own total (`totalOfPage`); a full one is
 * counted.
 */
export async function boundedPage<T>(
  db: Database,
  rows: { offset(n: number): { limit(n: number): PromiseLike<T[]> } },
  counted: Countable,
  offset: number,
  limit: number,
): Promise<{ rows: T[] } & BoundedTotal> {
  const page = await rows.offset(offset).limit(limit);
  return { rows: page, ...(totalOfPage(offset, limit, page.length) ?? (await boundedCount(db, counted))) };
}
