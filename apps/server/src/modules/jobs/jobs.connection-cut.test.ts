import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { enqueueJob, findJob } from './jobs.repository.ts';
import { startJobWorker, type JobHandlers } from './jobs.worker.ts';

// A cut connection is real only on a PostgreSQL server: this file has the plain name (ADR 0017).
const serverUrl = process.env.TEST_DATABASE_URL!;

let database: DatabaseHandle;
let admin: pg.Client;
let name: string;
beforeAll(async () => {
  database = await openTestDatabase();
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const rows = await database.db.execute(sql`select current_database() as name`);
  name = (rows as unknown as { rows: Array<{ name: string }> }).rows[0]!.name;
});
afterAll(async () => {
  await admin.query(`alter database "${name}" allow_connections true`);
  await admin.end();
  await database.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function within(ms: number, check: () => boolean | Promise<boolean>) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await sleep(25);
  }
}

describe('a job whose database connection is cut while it runs', () => {
  it('when the database comes back, then the job (and the rest of its batch) runs at once, not after its lease, and the cut attempt is not counted', async () => {
    const lines: Array<{ msg: string }> = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    let cut = () => {};
    const cutDone = new Promise<void>((resolve) => (cut = resolve));
    const runs: number[] = [];
    const handlers: JobHandlers = {
      'test.cut': {
        async run() {
          runs.push(Date.now());
          if (runs.length === 1) {
            await cutDone;
            // The handler's own work needs the database, which is gone.
            await database.db.execute(sql`select 1`);
          }
        },
      },
      // Claimed in the same batch, behind the cut one: it has not started when the database goes.
      'test.next': { run: async () => void nextRuns.push(Date.now()) },
    };
    const nextRuns: number[] = [];
    const id = (await enqueueJob(database.db, { kind: 'test.cut', maxAttempts: 1, runAt: new Date(0) }))!;
    const next = (await enqueueJob(database.db, { kind: 'test.next', maxAttempts: 1 }))!;
    const worker = startJobWorker(database.db, handlers, {
      pollMs: 50,
      log: log as unknown as FastifyBaseLogger,
    });
    try {
      await within(5000, () => runs.length === 1);
      // The fault: no new connection to this database, and every one it had is cut (57P01).
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      cut();
      // The worker could not record the attempt's outcome either: it has seen the outage.
      await within(5000, () => lines.some((line) => line.msg.startsWith('job worker: database unavailable')));

      await admin.query(`alter database "${name}" allow_connections true`);
      const back = Date.now();
      // Well within the 120-second lease the attempt took.
      await within(5000, () => runs.length === 2);
      expect(runs[1]!).toBeGreaterThanOrEqual(back);
      await within(5000, async () => (await findJob(database.db, id))?.state === 'done');
      // One attempt allowed, and it is done: the attempt the outage cut short was given back.
      expect(await findJob(database.db, id)).toMatchObject({ state: 'done', attempts: 1, lockedUntil: null });
      await within(5000, async () => (await findJob(database.db, next))?.state === 'done');
      expect(nextRuns).toHaveLength(1);
      expect(nextRuns[0]!).toBeGreaterThanOrEqual(back);
      expect(await findJob(database.db, next)).toMatchObject({ attempts: 1 });
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`);
      await worker.stop();
    }
  });
});
