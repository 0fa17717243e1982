import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns.ts';

/**
 * Durable background work (architecture section 1): every instance polls this table and claims due rows
 * with FOR UPDATE SKIP LOCKED, so a job runs on one instance at a time and survives restarts. A claim is a
 * lease (locked_until): a worker that dies mid-job lets the lease lapse and another one retries.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** pending → done, or failed after max_attempts. */
    state: text('state').notNull().default('pending'),
    runAt: tz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedUntil: tz('locked_until'),
    lastError: text('last_error'),
    /** At most one pending job per key: recurring and per-object jobs are enqueued without duplicates. */
    dedupeKey: text('dedupe_key'),
    createdAt: tz('created_at').notNull().defaultNow(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`state = 'pending'`),
    uniqueIndex('jobs_dedupe_uq')
      .on(t.dedupeKey)
      .where(sql`state = 'pending'`),
  ],
);
