import { and, count, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts.table.ts';
import { exportTasks } from './exports.table.ts';

export type ExportTaskRow = typeof exportTasks.$inferSelect;

/** Serialises one user's export requests, so two at once cannot both pass the daily limit. */
export async function lockUser(tx: Database, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function tasksOnDay(db: Database, userId: string, day: string) {
  const [row] = await db
    .select({ n: count() })
    .from(exportTasks)
    .where(and(eq(exportTasks.userId, userId), eq(exportTasks.requestDay, day)));
  return row?.n ?? 0;
}

export async function insertTask(tx: Database, task: typeof exportTasks.$inferInsert) {
  const [row] = await tx.insert(exportTasks).values(task).returning();
  return row!;
}

export async function findTask(db: Database, id: string) {
  const rows = await db.select().from(exportTasks).where(eq(exportTasks.id, id)).limit(1);
  return rows[0];
}

/**
 * The user's 20 latest tasks, newest first, without their files: export_tasks_user_created_idx read
 * backwards, and no file content fetched for a list.
 */
export function recentTasks(db: Database, userId: string) {
  const { file: _file, ...listed } = getTableColumns(exportTasks);
  return db
    .select(listed)
    .from(exportTasks)
    .where(eq(exportTasks.userId, userId))
    .orderBy(desc(exportTasks.createdAt))
    .limit(20);
}

export async function updateTask(db: Database, id: string, patch: Partial<typeof exportTasks.$inferInsert>) {
  await db.update(exportTasks).set(patch).where(eq(exportTasks.id, id));
}

/** Files are kept a week; the task row stays as the record that an export was made. */
export async function purgeOldFiles(db: Database, days = 7) {
  await db
    .update(exportTasks)
    .set({ file: null })
    .where(
      and(
        lt(exportTasks.finishedAt, sql`now() - make_interval(days => ${days})`),
        sql`${exportTasks.file} is not null`,
      ),
    );
}
