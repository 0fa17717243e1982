import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';

/**
 * The plan PostgreSQL makes for a query, with whole-table reads forbidden: test tables are small, so
 * otherwise any table may be read whole; this way the plan shows which index serves each table, and a
 * table no index serves still shows as "Seq Scan".
 */
export function planOf(db: Database, query: (tx: Database) => SQLWrapper): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query(tx)}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}
