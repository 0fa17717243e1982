import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from './database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { TEST_ISSUER_TOKEN } from '../../test/test-app.ts';
import { enqueueJob, findJob } from '../modules/jobs/jobs.repository.ts';
import { startJobWorker, type JobHandlers } from '../modules/jobs/jobs.worker.ts';

// The outage is real only on a PostgreSQL server (TEST_DATABASE_URL); the embedded database has no
// connection to lose, so there the same promises are checked against a database that has been closed.
const serverUrl = process.env.TEST_DATABASE_URL;

// Two calls that read the database each time (a business parameter is kept for seconds: ADR 0048).
const PARAM = '/rest/param/api/v1/publ/enum/enum-type/parking-offences';
const NEWS = '/rest/content/api/v1/publ/news';

interface LogLine {
  level: number;
  msg: string;
  failedPolls?: number;
}

let database: DatabaseHandle;
let app: FastifyInstance;
const lines: LogLine[] = [];
// What escapes to the process would end a real server: an unhandled 'error' event of a pooled connection
// becomes an uncaught exception, a rejection nobody awaits an unhandled rejection.
const escaped: unknown[] = [];
const noteEscape = (error: unknown) => escaped.push(error);

beforeAll(async () => {
  process.on('uncaughtException', noteEscape);
  process.on('unhandledRejection', noteEscape);
  database = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'info', ISSUER_TOKEN: TEST_ISSUER_TOKEN, SEED_DEMO: 'false' });
  app = await buildApp(config, database, {
    logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  process.off('uncaughtException', noteEscape);
  process.off('unhandledRejection', noteEscape);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(url: string, language = 'en') {
  const res = await app.inject({ url, headers: { 'accept-language': language } });
  return { status: res.statusCode, body: res.json<{ code: string; message: string; data: unknown }>() };
}

/** Polls until `check` holds, for at most `ms`; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await sleep(50);
  }
  return Date.now() - start;
}

/** Calls the API without pause until stopped, as users would during the fault; answers what they got. */
function load(urls: string[]) {
  let running = true;
  const seen: Array<{ status: number; code: string }> = [];
  const done = (async () => {
    while (running) {
      const answers = await Promise.all(
        [...urls, ...urls, ...urls, ...urls].map((url) => app.inject({ url })),
      );
      for (const res of answers) {
        seen.push({ status: res.statusCode, code: res.json<{ code: string }>().code });
      }
      // Answers that fail at once never leave the microtask queue: let timers run between rounds.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return seen;
    },
  };
}

const workerLines = () => lines.filter((line) => line.msg.startsWith('job worker'));
const errorLines = () => lines.filter((line) => line.level >= 50);

if (serverUrl) {
  describe('a PostgreSQL outage', () => {
    it('when the server loses its connections and the database refuses new ones, then calls answer 503 and the same process serves and runs jobs again once it is back', async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const rows = await database.db.execute(sql`select current_database() as name`);
      const name = (rows as unknown as { rows: Array<{ name: string }> }).rows[0]!.name;
      const ran: number[] = [];
      const handlers: JobHandlers = {
        probe: {
          async run() {
            ran.push(Date.now());
          },
        },
      };
      const workers = [startJobWorker(database.db, handlers, { pollMs: 50, log: app.log })];
      try {
        expect((await call(PARAM)).status).toBe(200);
        const traffic = load([PARAM, NEWS]);
        await sleep(200);
        // Due once the outage has begun: only a worker that rides it out can run it.
        const jobId = (await enqueueJob(database.db, { kind: 'probe', runAt: new Date(Date.now() + 1500) }))!;
        const due = Date.now() + 1500;

        // The fault: this database takes no new connection, and every one it had is cut (57P01).
        await admin.query(`alter database "${name}" allow_connections false`);
        const cut = await admin.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
           where datname = $1 and pid <> pg_backend_pid()`,
          [name],
        );
        expect(cut.rows[0]!.n).toBeGreaterThan(0);

        await within(5000, async () => (await call(PARAM)).status === 503);
        const during = await call(PARAM, 'zh-HK');
        expect(during).toEqual({
          status: 503,
          body: { code: 'SYS-E-0503', message: '服務暫時未能提供，請稍後再試。', data: null },
        });
        expect(await call(NEWS)).toMatchObject({ status: 503, body: { code: 'SYS-E-0503' } });
        expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
        expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
        // An instance that starts during the outage queues its recurring jobs once the database is back.
        const hourly: number[] = [];
        const late = startJobWorker(
          database.db,
          { hourly: { everySeconds: 3600, run: async () => void hourly.push(Date.now()) } },
          { pollMs: 50, log: app.log },
        );
        workers.push(late);

        // Stay down until the job is due and the worker has polled in vain many times.
        await sleep(Math.max(0, due - Date.now()) + 500);
        const answers = await traffic.stop();
        expect(answers.length).toBeGreaterThan(20);
        expect(
          answers.filter((a) => a.status !== 200 && !(a.status === 503 && a.code === 'SYS-E-0503')),
        ).toEqual([]);
        expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
        expect(ran).toEqual([]);

        // The database is back: the same process serves again within seconds, with no restart.
        await admin.query(`alter database "${name}" allow_connections true`);
        const back = Date.now();
        const recovery = await within(5000, async () => (await call(PARAM)).status === 200);
        expect(recovery).toBeLessThan(5000);
        expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
        await within(5000, async () => (await findJob(database.db, jobId))?.state === 'done');
        expect(ran).toHaveLength(1);
        expect(ran[0]!).toBeGreaterThanOrEqual(back);
        await within(5000, async () => hourly.length === 1);

        // One warning per worker for the whole outage, not one per failed poll; no error; nothing escaped.
        const warned = workerLines().filter((line) => line.level === 40);
        expect(warned).toHaveLength(2);
        expect(workerLines().some((line) => line.level === 30 && (line.failedPolls ?? 0) > 5)).toBe(true);
        expect(errorLines()).toEqual([]);
        expect(escaped).toEqual([]);
      } finally {
        await admin.query(`alter database "${name}" allow_connections true`);
        await admin.end();
        for (const worker of workers) await worker.stop();
        await database.close();
      }
    });
  });
} else {
  describe('the embedded database, closed under the running server', () => {
    it('when the database is closed, then calls answer 503 in the envelope, readiness fails, liveness holds and the worker warns once', async () => {
      const worker = startJobWorker(
        database.db,
        { probe: { run: async () => {} } },
        { pollMs: 20, log: app.log },
      );
      try {
        expect((await call(PARAM)).status).toBe(200);
        const traffic = load([PARAM, NEWS]);
        await sleep(100);
        await database.close();
        await sleep(200);
        const answers = await traffic.stop();
        expect(
          answers.filter((a) => a.status !== 200 && !(a.status === 503 && a.code === 'SYS-E-0503')),
        ).toEqual([]);
        expect(await call(PARAM, 'zh-CN')).toEqual({
          status: 503,
          body: { code: 'SYS-E-0503', message: '服务暂时未能提供，请稍后再试。', data: null },
        });
        expect(await call(NEWS)).toMatchObject({ status: 503, body: { code: 'SYS-E-0503' } });
        expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
        expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
        await sleep(300);
        expect(workerLines().filter((line) => line.level === 40)).toHaveLength(1);
        expect(errorLines()).toEqual([]);
        expect(escaped).toEqual([]);
      } finally {
        await worker.stop();
      }
    });
  });
}
