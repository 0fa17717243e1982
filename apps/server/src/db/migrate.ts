import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER } from './database.ts';

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const { migrate } =
    handle.kind === 'postgres'
      ? await import('drizzle-orm/node-postgres/migrator')
      : await import('drizzle-orm/pglite/migrator');
  await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
}

interface Journal {
  entries: Array<{ tag: string }>;
}

const journalLength = (): number =>
  (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal).entries.length;

/** Readiness: every migration in the journal has been applied. */
export async function migrationsApplied(handle: DatabaseHandle): Promise<boolean> {
  try {
    const result = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
    return (rows[0]?.n ?? 0) >= journalLength();
  } catch {
    return false;
  }
}
