import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobs } from './jobs.table.ts';

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
  /** A second pending job with the same key is not created. */
  dedupeKey?: string;
}

/** Enqueues a job; inside a transaction it commits or rolls back with the work that asked for it. */
export async function enqueueJob(db: Database, job: NewJob): Promise<number | undefined> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      maxAttempts: job.maxAttempts ?? 10,
      dedupeKey: job.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

interface ClaimRow {
  id: string | number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

const rowsOf = (result: unknown) => (result as { rows: ClaimRow[] }).rows;
const toJob = (r: ClaimRow): ClaimedJob => ({
  id: Number(r.id),
  kind: r.kind,
  payload: r.payload,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
});

/**
 * Leases up to `limit` due jobs. SKIP LOCKED lets many instances claim at once without waiting on or
 * taking each other's rows; the lease lapses if the claimer dies, and the job becomes due again.
 */
export async function claimDueJobs(
  db: Database,
  kinds: readonly string[],
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id in (
      select id from jobs
      where state = 'pending' and run_at <= now() and (locked_until is null or locked_until < now())
        and kind in (${kindList})
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`);
  return rowsOf(result).map(toJob);
}

/** Leases one job by id if it is still pending and free: the fast path right after enqueueing. */
export async function claimJobById(db: Database, id: number, leaseSeconds: number) {
  const result = await db.execute(sql`
    update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id in (
      select id from jobs where id = ${id} and state = 'pending' and (locked_until is null or locked_until < now())
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`);
  const row = rowsOf(result)[0];
  return row ? toJob(row) : undefined;
}

export async function completeJob(db: Database, id: number) {
  await db
    .update(jobs)
    .set({ state: 'done', finishedAt: new Date(), lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'pending')));
}

export async function failJob(db: Database, job: ClaimedJob, error: string, retryInSeconds: number) {
  const final = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      state: final ? 'failed' : 'pending',
      lastError: error.slice(0, 2000),
      lockedUntil: null,
      runAt: new Date(Date.now() + retryInSeconds * 1000),
      ...(final ? { finishedAt: new Date() } : {}),
    })
    .where(eq(jobs.id, job.id));
  return final;
}

export function findJob(db: Database, id: number) {
  return db.query.jobs.findFirst({ where: eq(jobs.id, id) });
}

/** Finished jobs are kept a week for inspection, then removed. */
export async function purgeFinishedJobs(db: Database, olderThanDays = 7) {
  await db.execute(
    sql`delete from jobs where state <> 'pending' and finished_at < now() - make_interval(days => ${olderThanDays})`,
  );
}
