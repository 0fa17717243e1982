import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { enqueueJob } from '../modules/jobs/jobs.repository.ts';
import { runDueJobs } from '../modules/jobs/jobs.worker.ts';
import { openTestDatabase } from '../../test/test-database.ts';

/** A failing query whose parameters are personal data: none of it may reach the log, whichever way it is logged. */
const PERSONAL = ['A1234563', '91234567', 'chan.taiman@example.com', 'CHAN TAI MAN', 'Flat 8, 1 Nathan Road'];
const failingQuery = (db: DatabaseHandle['db']) =>
  db.execute(sql`select ${PERSONAL[0]}::int as n, ${PERSONAL[1]} as p, ${PERSONAL[2]} as e,
    ${PERSONAL[3]} as name, ${PERSONAL[4]} as address`);

const lines: string[] = [];
let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(loadConfig({ LOG_LEVEL: 'info' }), database, {
    logStream: { write: (l) => lines.push(l) },
  });
  // Stands for any handler whose query fails on a value the caller sent.
  app.get('/rest/test/failing-query', async () => failingQuery(database.db));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function expectNoPersonalData(log: string) {
  for (const value of PERSONAL) expect(log).not.toContain(value);
}

describe('errors in the logs', () => {
  it('when a query fails in a request, then the log names the fault but none of its parameters', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/rest/test/failing-query' });
    expect(res.statusCode).toBe(500);
    const entry = lines.map((l) => JSON.parse(l)).find((e) => e.msg === 'unexpected error');
    expect(entry.err.message).toContain('Failed query: select $1::int');
    expect(entry.err.message).toContain('params: [redacted]');
    expect(entry.err.stack).toContain('params: [redacted]');
    expect(entry.err.cause.code).toBe('22P02');
    expect(entry.err.params).toBeUndefined();
    expectNoPersonalData(lines.join(''));
  });

  it('when a background job fails on such a query, then neither the retry nor the final failure logs it', async () => {
    lines.length = 0;
    await enqueueJob(database.db, { kind: 'test.failing', maxAttempts: 2 });
    const handlers = { 'test.failing': { run: () => failingQuery(database.db).then(() => undefined) } };
    await runDueJobs(database.db, handlers, app.log);
    await database.db.execute(sql`update jobs set run_at = now() where kind = 'test.failing'`);
    await runDueJobs(database.db, handlers, app.log);
    const log = lines.join('');
    expect(log).toContain('job will be retried');
    expect(log).toContain('job failed for good');
    expectNoPersonalData(log);
    const stored = await database.db.execute(sql`select last_error from jobs where kind = 'test.failing'`);
    expectNoPersonalData(JSON.stringify(stored));
  });

  it('when such an error is logged alone or without a message, then the message pino takes from it is clean', async () => {
    lines.length = 0;
    const error = await failingQuery(database.db).catch((e: unknown) => e);
    app.log.error(error);
    app.log.error({ err: error });
    app.log.warn({ reason: (error as Error).message }, 'with the message as a field');
    expect(lines).toHaveLength(3);
    expectNoPersonalData(lines.join(''));
  });
});
