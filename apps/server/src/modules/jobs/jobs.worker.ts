import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { describeDatabaseFailure, isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import { serializeError } from '../../logging/error-serializer.ts';
import { jobFailures, jobRuns } from '../../observability/metrics.ts';
import {
  claimDueJobs,
  claimJobById,
  completeJob,
  enqueueJob,
  failJob,
  releaseJob,
  type ClaimedJob,
  type JobAttempt,
} from './jobs.repository.ts';

export interface JobHandler {
  /** `job.attempts` counts this attempt (1 on the first run); `job.lastError` is the previous one's. */
  run(payload: Record<string, unknown>, job: JobAttempt): Promise<void>;
  /** A recurring job is enqueued again this many seconds after each run (one pending copy at a time). */
  everySeconds?: number;
  /**
   * The wait after a failed attempt: `baseSeconds * 2^attempts`, at most `maxSeconds` (default 5 s and
   * one hour: 10 s, 20 s, 40 s … after the first, second, third failure). RetryLater overrides it.
   */
  backoff?: { baseSeconds: number; maxSeconds: number };
}
export type JobHandlers = Record<string, JobHandler>;

/** Thrown by a handler that has nothing wrong but must look again later (e.g. a payment still pending). */
export class RetryLater extends Error {
  override name = 'RetryLater';
  constructor(
    readonly delaySeconds: number,
    reason = 'not ready yet',
  ) {
    super(reason);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job handlers of this server's modules, run by the worker that main.ts starts. */
    jobHandlers: JobHandlers;
  }
}

const LEASE_SECONDS = 120;
const DEFAULT_BACKOFF = { baseSeconds: 5, maxSeconds: 3600 };

/** Seconds to wait after failed attempt number `attempts`: exponential, capped. */
export function backoffSeconds(attempts: number, backoff = DEFAULT_BACKOFF) {
  return Math.min(backoff.maxSeconds, backoff.baseSeconds * 2 ** Math.min(attempts, 30));
}

type Write = (db: Database) => Promise<unknown>;

/**
 * Outcomes the worker could not write because the database was unreachable, by job id, per database:
 * the first poll that reaches the database again writes them (runDueJobs does, before it claims).
 * Without this a job cut short by an outage would keep its lease and wait the whole 120 s for a retry.
 */
const unwritten = new WeakMap<Database, Map<number, Write>>();

function keepForLater(db: Database, jobId: number, write: Write) {
  let pending = unwritten.get(db);
  if (!pending) unwritten.set(db, (pending = new Map()));
  pending.set(jobId, write);
}

async function writeKeptOutcomes(db: Database) {
  const pending = unwritten.get(db);
  if (!pending) return;
  for (const [jobId, write] of pending) {
    // Taken off first, so that a poll running beside this one does not write it twice.
    pending.delete(jobId);
    try {
      await write(db);
    } catch (error) {
      pending.set(jobId, write);
      throw error;
    }
  }
}

/**
 * Writes an attempt's outcome. If the database is gone, `later` (by default the same write) is kept and
 * written once it is back, and the outage is thrown on to the poll, which logs it.
 */
async function writeOutcome(db: Database, job: ClaimedJob, write: Write, later: Write = write) {
  try {
    await write(db);
  } catch (error) {
    if (isDatabaseUnavailable(error)) keepForLater(db, job.id, later);
    throw error;
  }
}

async function runOne(db: Database, handlers: JobHandlers, job: ClaimedJob, log?: FastifyBaseLogger) {
  const handler = handlers[job.kind];
  if (!handler) return;
  let failure: { error: unknown } | undefined;
  try {
    await handler.run(job.payload, job);
  } catch (error) {
    failure = { error };
  }
  if (!failure) {
    jobRuns().inc({ kind: job.kind, outcome: 'done' });
    const { everySeconds } = handler;
    await writeOutcome(db, job, (d) =>
      everySeconds
        ? // In one transaction: between a separate completion and the next copy, an instance starting up
          // would find no pending copy, queue one due now and run the job a second time.
          d.transaction(async (tx) => {
            await completeJob(tx, job);
            await scheduleRecurring(tx, job.kind, everySeconds);
          })
        : completeJob(d, job),
    );
    return;
  }
  const { error } = failure;
  const retryIn =
    error instanceof RetryLater ? error.delaySeconds : backoffSeconds(job.attempts, handler.backoff);
  // Stored and logged without the values a failed query quotes (personal data).
  const message = serializeError(error).message;
  const recordFailure = async (d: Database) => {
    const written = await failJob(d, job, message, retryIn);
    if (!written) return; // another instance holds the job now: its outcome is the one that counts
    const { final } = written;
    jobRuns().inc({ kind: job.kind, outcome: final ? 'failed' : 'retry' });
    if (!(error instanceof RetryLater)) jobFailures().inc({ kind: job.kind, final: String(final) });
    if (final) log?.error({ jobId: job.id, kind: job.kind, err: error }, 'job failed for good');
    else log?.warn({ jobId: job.id, kind: job.kind, retryIn, reason: message }, 'job will be retried');
    if (final && handler.everySeconds) await scheduleRecurring(d, job.kind, handler.everySeconds);
  };
  // A handler that lost the database while the failure cannot be written either: the database failed, not
  // the job. Once it is back the job is handed back, due at once, and the attempt is not counted. (When the
  // failure can be written, it is counted: a connection error may also come from a call to another system.)
  const outage = isDatabaseUnavailable(error);
  await writeOutcome(db, job, recordFailure, outage ? (d) => releaseJob(d, job, message) : recordFailure);
}

function scheduleRecurring(db: Database, kind: string, everySeconds: number, runAt?: Date) {
  return enqueueJob(db, {
    kind,
    dedupeKey: `recurring:${kind}`,
    runAt: runAt ?? new Date(Date.now() + everySeconds * 1000),
    maxAttempts: 3,
  });
}

/** Runs every due job once (tests call this instead of starting the loop). Returns how many ran. */
export async function runDueJobs(db: Database, handlers: JobHandlers, log?: FastifyBaseLogger) {
  await writeKeptOutcomes(db);
  let ran = 0;
  for (;;) {
    const batch = await claimDueJobs(db, Object.keys(handlers), 10, LEASE_SECONDS);
    for (const [i, job] of batch.entries()) {
      try {
        await runOne(db, handlers, job, log);
      } catch (error) {
        // The database is gone: the rest of the batch, claimed but not started, goes back once it returns.
        if (isDatabaseUnavailable(error)) {
          for (const rest of batch.slice(i + 1)) keepForLater(db, rest.id, (d) => releaseJob(d, rest));
        }
        throw error;
      }
    }
    ran += batch.length;
    if (batch.length < 10) return ran;
  }
}

/** Runs one job now if no worker holds it: a fresh job need not wait for the next poll. */
export async function runJobNow(db: Database, handlers: JobHandlers, id: number, log?: FastifyBaseLogger) {
  const job = await claimJobById(db, id, LEASE_SECONDS);
  if (job) await runOne(db, handlers, job, log);
}

/**
 * Logs failing polls without flooding: the first failure at once, then at most one line a minute while
 * they go on, and one line when a poll succeeds again. An unreachable database is an outage to wait out
 * (a warning); anything else is a fault someone must look at (an error).
 */
function pollFailureLog(log: FastifyBaseLogger | undefined, everyMs: number) {
  let failedPolls = 0;
  let loggedAt = 0;
  return {
    failed(error: unknown) {
      failedPolls += 1;
      const now = Date.now();
      if (failedPolls > 1 && now - loggedAt < everyMs) return;
      loggedAt = now;
      if (isDatabaseUnavailable(error)) {
        log?.warn(
          { database: describeDatabaseFailure(error), failedPolls },
          'job worker: database unavailable, jobs wait until it is back',
        );
      } else {
        log?.error({ err: error, failedPolls }, 'job worker poll failed');
      }
    },
    succeeded() {
      if (failedPolls > 0) log?.info({ failedPolls }, 'job worker polling again');
      failedPolls = 0;
    },
  };
}

/**
 * The polling loop of one instance. Any number of instances may run it against one database.
 * Returns stop(), which waits for the job in hand to finish.
 */
export function startJobWorker(
  db: Database,
  handlers: JobHandlers,
  options: { pollMs?: number; log?: FastifyBaseLogger; failureLogEveryMs?: number } = {},
) {
  const pollMs = options.pollMs ?? 1000;
  const failures = pollFailureLog(options.log, options.failureLogEveryMs ?? 60_000);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  // Recurring jobs are put in the queue by the first poll that reaches the database, which need not be
  // the first poll: the worker may start while the database is down.
  let recurringQueued = false;
  const tick = () => {
    current = (async () => {
      try {
        if (!recurringQueued) {
          for (const [kind, handler] of Object.entries(handlers)) {
            if (handler.everySeconds) await scheduleRecurring(db, kind, handler.everySeconds, new Date());
          }
          recurringQueued = true;
        }
        await runDueJobs(db, handlers, options.log);
        failures.succeeded();
      } catch (error) {
        failures.failed(error);
      }
      if (!stopped) timer = setTimeout(tick, pollMs);
    })();
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
