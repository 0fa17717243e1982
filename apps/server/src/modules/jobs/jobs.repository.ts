import { desc, eq, sql } from 'drizzle-orm';
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

/**
 * A job as its handler sees it. `attempts` counts this one (1 on the first run), so a handler can pace or
 * give up by it; `lastError` is what the previous attempt failed with. Outside a handler, `findJob` and
 * `findJobByKey` read the same row.
 */
export interface JobAttempt {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  lastError?: string | null;
}

/** A job the worker holds: what its handler sees, and the lease of the claim. */
export interface ClaimedJob extends JobAttempt {
  lastError: string | null;
  /** The lease this claim holds (locked_until, as the database wrote it): writes about the outcome check it. */
  lease: string;
}

interface ClaimRow {
  id: string | number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  lease: string;
}

const rowsOf = (result: unknown) => (result as { rows: ClaimRow[] }).rows;
const toJob = (r: ClaimRow): ClaimedJob => ({
  id: Number(r.id),
  kind: r.kind,
  payload: r.payload,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  lastError: r.last_error,
  lease: r.lease,
});

const CLAIMED = sql`returning id, kind, payload, attempts, max_attempts, last_error, locked_until::text as lease`;
/** The row is still this claim's: pending and under the same lease (no other instance took it over since). */
const stillHeld = (job: ClaimedJob) =>
  sql`id = ${job.id} and state = 'pending' and locked_until = ${job.lease}::timestamptz`;

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
    ${CLAIMED}`);
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
    ${CLAIMED}`);
  const row = rowsOf(result)[0];
  return row ? toJob(row) : undefined;
}

/** Whether a write found the row still held by the claim (false: another instance has taken it over). */
const wrote = (result: unknown) => rowsOf(result).length > 0;

/** Marks a job done; false if the claim had lapsed and another instance holds the job now. */
export async function completeJob(db: Database, job: ClaimedJob) {
  return wrote(
    await db.execute(sql`
      update jobs set state = 'done', finished_at = now(), locked_until = null where ${stillHeld(job)}
      returning id`),
  );
}

/**
 * Records a failed attempt: due again in `retryInSeconds`, or failed for good after the last attempt.
 * Answers which, or `undefined` if the claim had lapsed and another instance holds the job now.
 */
export async function failJob(db: Database, job: ClaimedJob, error: string, retryInSeconds: number) {
  const final = job.attempts >= job.maxAttempts;
  const result = await db.execute(sql`
    update jobs set
      state = ${final ? 'failed' : 'pending'},
      last_error = ${error.slice(0, 2000)},
      locked_until = null,
      run_at = now() + make_interval(secs => ${retryInSeconds}),
      finished_at = ${final ? sql`now()` : sql`null`}
    where ${stillHeld(job)}
    returning id`);
  return wrote(result) ? { final } : undefined;
}

/**
 * Hands a claimed job back, due now, without counting the attempt: the database (not the job) failed
 * while it ran, or it was never started. A claim another instance has taken over since is left alone.
 */
export async function releaseJob(db: Database, job: ClaimedJob, error?: string) {
  await db.execute(sql`
    update jobs set
      locked_until = null,
      run_at = now(),
      attempts = greatest(attempts - 1, 0),
      last_error = ${error === undefined ? sql`last_error` : sql`${error.slice(0, 2000)}`}
    where ${stillHeld(job)}`);
}

/** One job's row: state, attempts, max_attempts, last_error, run_at (when it is next due). */
export function findJob(db: Database, id: number) {
  return db.query.jobs.findFirst({ where: eq(jobs.id, id) });
}

/** The newest job enqueued with this dedupe key: how a module reads its own job's attempts and last error. */
export function findJobByKey(db: Database, dedupeKey: string) {
  return db.query.jobs.findFirst({ where: eq(jobs.dedupeKey, dedupeKey), orderBy: desc(jobs.id) });
}

/** Finished jobs are kept a week for inspection, then removed. */
export async function purgeFinishedJobs(db: Database, olderThanDays = 7) {
  await db.execute(
    sql`delete from jobs where state <> 'pending' and finished_at < now() - make_interval(days => ${olderThanDays})`,
  );
}
