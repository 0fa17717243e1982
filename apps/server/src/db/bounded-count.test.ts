import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import {
  boundedCount,
  boundedTotalColumn,
  COUNT_LIMIT,
  ONE,
  totalOfPage,
  totalOfPageColumn,
} from './bounded-count.ts';
import { openTestDatabase } from '../../test/test-database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const rowsOf = (n: number) => handle.db.select(ONE).from(sql`generate_series(1, ${n}) as g`);

describe('boundedCount', () => {
  it('when a list has up to the limit rows, then the total is exact and not capped', async () => {
    expect(await boundedCount(handle.db, rowsOf(0))).toEqual({ total: 0, totalCapped: false });
    expect(await boundedCount(handle.db, rowsOf(7))).toEqual({ total: 7, totalCapped: false });
    expect(await boundedCount(handle.db, rowsOf(COUNT_LIMIT))).toEqual({
      total: COUNT_LIMIT,
      totalCapped: false,
    });
  });

  it('when a list has more rows than the limit, then the total is the limit and capped', async () => {
    expect(await boundedCount(handle.db, rowsOf(COUNT_LIMIT + 1))).toEqual({
      total: COUNT_LIMIT,
      totalCapped: true,
    });
    expect(await boundedCount(handle.db, rowsOf(50), 10)).toEqual({ total: 10, totalCapped: true });
  });
});

describe('totalOfPage', () => {
  it('when a page is not full, then it is the last and tells the total; a full page or one past the end does not', () => {
    expect(totalOfPage(0, 10, 0)).toEqual({ total: 0, totalCapped: false });
    expect(totalOfPage(20, 10, 3)).toEqual({ total: 23, totalCapped: false });
    expect(totalOfPage(COUNT_LIMIT, 10, 3)).toEqual({ total: COUNT_LIMIT, totalCapped: true });
    expect(totalOfPage(0, 10, 10)).toBeUndefined();
    expect(totalOfPage(50, 10, 0)).toBeUndefined();
  });
});

describe('boundedTotalColumn', () => {
  const pageOf = (n: number, offset: number, limit: number) =>
    handle.db
      .select({ g: sql<number>`g`.mapWith(Number), total: boundedTotalColumn(handle.db, rowsOf(n)) })
      .from(sql`generate_series(1, ${n}) as g`)
      .orderBy(sql`g`)
      .offset(offset)
      .limit(limit);

  it('when a page carries the total, then each row holds the bounded count of the whole list', async () => {
    const rows = await pageOf(25, 10, 10);
    expect(rows.map((r) => r.g)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(totalOfPageColumn(rows, { offset: 10, limit: 10 })).toEqual({ total: 25, totalCapped: false });
    const many = await pageOf(COUNT_LIMIT + 7, 0, 5);
    expect(totalOfPageColumn(many, { offset: 0, limit: 5 })).toEqual({
      total: COUNT_LIMIT,
      totalCapped: true,
    });
  });

  it('when the page is empty, then the first page tells an empty list and a later one asks for a count', async () => {
    expect(totalOfPageColumn(await pageOf(0, 0, 10), { offset: 0, limit: 10 })).toEqual({
      total: 0,
      totalCapped: false,
    });
    expect(totalOfPageColumn(await pageOf(25, 30, 10), { offset: 30, limit: 10 })).toBeUndefined();
  });
});
