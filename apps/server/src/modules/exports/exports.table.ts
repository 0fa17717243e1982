import { date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { tz, bytea } from '../../db/columns.ts';

/**
 * An export of tickets or payments, produced by the job worker. The acting scope is frozen at request
 * time so the worker exports what the requester could see, and only the requester may download it.
 */
export const exportTasks = pgTable(
  'export_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    agentId: integer('agent_id').notNull(),
    scope: jsonb('scope').$type<Record<string, unknown>>().notNull(),
    type: text('type').notNull(),
    format: text('format').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    /** The Hong Kong day of the request: the daily limit counts these. */
    requestDay: date('request_day').notNull(),
    state: text('state').notNull().default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    rowCount: integer('row_count'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    file: bytea('file'),
    error: text('error'),
    createdAt: tz('created_at').notNull().defaultNow(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    index('export_tasks_user_day_idx').on(t.userId, t.requestDay),
    // The user's recent exports, newest first.
    index('export_tasks_user_created_idx').on(t.userId, t.createdAt),
  ],
);
