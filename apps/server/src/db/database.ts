import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient } from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { markConnectFailure } from './database-unavailable.ts';
import { queryFailureClass, queryFailures } from '../observability/metrics.ts';
import { SERVER_ROOT } from '../server-root.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` while holding a session advisory lock, serialising it across every instance. */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * Where to report a pooled connection lost while idle (restart, failover, terminated by an operator).
   * The pool has dropped it already and opens a new one on next use; the embedded database has none.
   */
  onConnectionLost(listener: (error: Error) => void): void;
  /** The PostgreSQL pool's connections (metrics); the embedded database has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The embedded database's consistent dump (PGlite dumpDataDir, gzipped tar); PostgreSQL uses pg_dump. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * How long a call waits for a connection (a new one, or a free one of the pool) before it fails. Without
 * it, calls hang for as long as the database is unreachable; with it they answer 503 within seconds.
 */
const CONNECT_TIMEOUT_MS = 5000;

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

/**
 * The PostgreSQL extensions the migrations create (the vehicle list's keyword index, migration 0026), as
 * PGlite loads them: every PGlite the portal opens or restores is given them.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  return { pg_trgm, btree_gin };
}

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
    /** Marks every failure to open a connection, whatever its code, as the database being unreachable. */
    class Client extends pg.Client {
      override connect(): Promise<PgClient>;
      override connect(callback: (error: Error) => void): void;
      override connect(callback?: (error: Error) => void): Promise<PgClient> | void {
        if (!callback)
          return super.connect().catch((error: unknown) => Promise.reject(markConnectFailure(error)));
        super.connect((error: Error) => callback(markConnectFailure(error)));
      }
      /** Counts failed queries (metrics), by SQLSTATE class; the caller still gets the failure. */
      override query(...args: unknown[]): never {
        const last = args.length - 1;
        const callback = args[last];
        if (typeof callback === 'function') {
          args[last] = (error: unknown, result: unknown) => {
            if (error) queryFailures().inc({ class: queryFailureClass(error) });
            (callback as (e: unknown, r: unknown) => void)(error, result);
          };
        }
        const result = (super.query as (...a: unknown[]) => unknown)(...args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => queryFailures().inc({ class: queryFailureClass(error) }));
        }
        return result as never;
      }
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Notice a connection whose server vanished without closing it (failover, a cut network).
      keepAlive: true,
      // No JIT compilation: a list's plan over a large table passes PostgreSQL's JIT cost threshold and
      // then spends tens of milliseconds compiling a query that runs in a few; no parallel workers: a
      // bounded list started two processes per request to read a thousand index entries
      // (docs/adr/0049-no-jit.md).
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
      Client,
    });
    let reportLost: (error: Error) => void = () => {};
    // A pooled connection that dies while idle emits 'error' on the pool; with no listener Node turns it
    // into an uncaught exception and the process ends. The pool has already dropped that connection.
    pool.on('error', (error) => reportLost(error));
    // A checked-out connection (a transaction, the advisory lock's holder) that dies between two queries
    // emits 'error' where the pool no longer listens. Its next query fails and answers for it, and the
    // pool discards it when it comes back; this listener only keeps the process alive meanwhile.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzle(pool, { schema }) as unknown as Database;
    const withAdvisoryLock = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
      // A session lock belongs to one connection: hold a dedicated client for its whole life.
      const client = await pool.connect();
      // A client that failed here is closed rather than reused: closing also frees a lock it might hold.
      let failure: Error | undefined;
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          // A lost connection took its lock with it: the work's own outcome stands.
          await client.query('select pg_advisory_unlock($1)', [key]).catch((error: Error) => {
            failure = error;
          });
        }
      } catch (error) {
        failure ??= error as Error;
        throw error;
      } finally {
        client.release(failure);
      }
    };
    const onConnectionLost = (listener: (error: Error) => void) => {
      reportLost = listener;
    };
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, kind: 'postgres', withAdvisoryLock, onConnectionLost, poolStats, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const extensions = await pgliteExtensions();
  let client;
  let release = () => {};
  if (options.dataDir === 'memory://') {
    // Tests start from a dump of a migrated database: loading it takes a fraction of a new cluster's set-up.
    client = new PGlite(
      options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions },
    );
  } else {
    const dir = resolve(join(options.dataDir, 'pglite'));
    // PGlite does not create parent folders itself.
    mkdirSync(dirname(dir), { recursive: true });
    release = lockDataDir(dir);
    client = new PGlite(dir, { extensions });
  }
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Database;
  // One process owns an embedded database, so there is nobody to serialise with.
  const withAdvisoryLock = <T>(_key: number, work: () => Promise<T>) => work();
  const close = async () => {
    await client.close();
    release();
  };
  // PGlite runs one query at a time: the dump waits for the one in hand and sees no half-done transaction.
  const dumpDataDir = () => client.dumpDataDir('gzip');
  return { db, kind: 'pglite', withAdvisoryLock, onConnectionLost: () => {}, dumpDataDir, close };
}

/** Liveness of the database connection, for /readyz. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
