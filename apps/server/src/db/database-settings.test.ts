import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database.ts';
import { openTestDatabase } from '../../test/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the portal’s PostgreSQL connections', () => {
  it('when a list runs over a large table, then no query waits for JIT compilation (jit is off on every connection)', async () => {
    const shown = await Promise.all(
      [1, 2, 3].map(() => database.db.execute(sql`select current_setting('jit') as jit`)),
    );
    for (const result of shown) {
      expect((result as unknown as { rows: Array<{ jit: string }> }).rows[0]!.jit).toBe('off');
    }
  });

  it('when a list reads a thousand index entries, then no parallel workers are started for it', async () => {
    const result = await database.db.execute(
      sql`select current_setting('max_parallel_workers_per_gather') as workers`,
    );
    expect((result as unknown as { rows: Array<{ workers: string }> }).rows[0]!.workers).toBe('0');
  });
});
