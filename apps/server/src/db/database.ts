import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` while holding a session advisory lock, serialising it across every instance. */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, otherwise PGlite (PostgreSQL in
 * WebAssembly, in-process) persisted under `<dataDir>/pglite`, or in memory for `memory://`.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** In memory only: start from this dump (PGlite dumpDataDir) instead of an empty cluster. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema }) as unknown as Database;
    const withAdvisoryLock = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
      // A session lock belongs to one connection: hold a dedicated client for its whole life.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    };
    return { db, kind: 'postgres', withAdvisoryLock, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client;
  let release = () => {};
  if (options.dataDir === 'memory://') {
    // Tests start from a dump of a migrated database: loading it takes a fraction of a new cluster's set-up.
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } else {
    const dir = resolve(join(options.dataDir, 'pglite'));
    // PGlite does not create parent folders itself.
    mkdirSync(dirname(dir), { recursive: true });
    release = lockDataDir(dir);
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Database;
  // One process owns an embedded database, so there is nobody to serialise with.
  const withAdvisoryLock = <T>(_key: number, work: () => Promise<T>) => work();
  const close = async () => {
    await client.close();
    release();
  };
  return { db, kind: 'pglite', withAdvisoryLock, close };
}

/** Liveness of the database connection, for /readyz. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
