import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { claimJobById, completeJob, enqueueJob, findJob, findJobByKey } from './jobs.repository.ts';
import { jobs } from './jobs.table.ts';
import { RetryLater, runDueJobs, startJobWorker, type JobHandlers } from './jobs.worker.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the durable job worker', () => {
  it('when several workers poll at once, then every job runs exactly once', async () => {
    const runs = new Map<number, number>();
    const handlers: JobHandlers = {
      count: {
        async run(payload) {
          const n = Number(payload.n);
          runs.set(n, (runs.get(n) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 5));
        },
      },
    };
    for (let n = 0; n < 30; n++) await enqueueJob(database.db, { kind: 'count', payload: { n } });
    await Promise.all([1, 2, 3, 4].map(() => runDueJobs(database.db, handlers)));
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((v) => v === 1)).toBe(true);
  });

  it('when a handler fails, then the job is retried later, and after its last attempt it is failed', async () => {
    const id = (await enqueueJob(database.db, { kind: 'flaky', maxAttempts: 2 }))!;
    const handlers: JobHandlers = {
      flaky: {
        async run() {
          throw new Error('down');
        },
      },
    };
    await runDueJobs(database.db, handlers);
    let [job] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ state: 'pending', attempts: 1, lastError: 'down' });
    await database.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, id));
    await runDueJobs(database.db, handlers);
    [job] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('when a handler keeps failing, then each wait doubles up to its cap, and every attempt sees the last error', async () => {
    const seen: Array<{ attempts: number; lastError: string | null | undefined }> = [];
    const handlers: JobHandlers = {
      deliver: {
        backoff: { baseSeconds: 30, maxSeconds: 100 },
        async run(_payload, job) {
          seen.push({ attempts: job.attempts, lastError: job.lastError });
          throw new Error(`refused ${job.attempts}`);
        },
      },
    };
    await enqueueJob(database.db, { kind: 'deliver', dedupeKey: 'deliver:1', maxAttempts: 3 });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = Date.now();
      await runDueJobs(database.db, handlers);
      // How a module reads its job: by the key it enqueued it with.
      const job = (await findJobByKey(database.db, 'deliver:1'))!;
      waits.push((job.runAt.getTime() - before) / 1000);
      await database.db
        .update(jobs)
        .set({ runAt: new Date(0) })
        .where(eq(jobs.id, job.id));
    }
    expect(seen).toEqual([
      { attempts: 1, lastError: null },
      { attempts: 2, lastError: 'refused 1' },
      { attempts: 3, lastError: 'refused 2' },
    ]);
    // 30 × 2^1, then 30 × 2^2 capped at 100 (the third was the last: failed for good, with its error).
    expect(waits[0]).toBeGreaterThanOrEqual(59);
    expect(waits[0]).toBeLessThan(70);
    expect(waits[1]).toBeGreaterThanOrEqual(99);
    expect(waits[1]).toBeLessThan(110);
    expect(await findJobByKey(database.db, 'deliver:1')).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'refused 3',
    });
  });

  it('when another instance took a job over after its lease lapsed, then the first claim cannot complete it', async () => {
    const id = (await enqueueJob(database.db, { kind: 'slow' }))!;
    const first = (await claimJobById(database.db, id, 120))!;
    // The first holder stalls past its lease; another instance claims the job again.
    await database.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    const second = (await claimJobById(database.db, id, 120))!;
    expect(await completeJob(database.db, first)).toBe(false);
    expect(await findJob(database.db, id)).toMatchObject({ state: 'pending', attempts: 2 });
    expect(await completeJob(database.db, second)).toBe(true);
    expect(await findJob(database.db, id)).toMatchObject({ state: 'done' });
  });

  it('when a handler asks to look again later, then the job is rescheduled by its delay', async () => {
    const id = (await enqueueJob(database.db, { kind: 'later' }))!;
    await runDueJobs(database.db, {
      later: {
        async run() {
          throw new RetryLater(600);
        },
      },
    });
    const [job] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 590_000);
  });

  it('when the worker starts, then recurring jobs are scheduled once however many instances start', async () => {
    let ran = 0;
    const handlers: JobHandlers = { tick: { everySeconds: 3600, run: async () => void ran++ } };
    const workers = [
      startJobWorker(database.db, handlers, { pollMs: 20 }),
      startJobWorker(database.db, handlers, { pollMs: 20 }),
    ];
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all(workers.map((w) => w.stop()));
    expect(ran).toBe(1);
    const pending = await database.db.select().from(jobs).where(eq(jobs.kind, 'tick'));
    expect(pending.filter((j) => j.state === 'pending')).toHaveLength(1);
  });
});
