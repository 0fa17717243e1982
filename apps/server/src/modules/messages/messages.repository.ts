import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { messages } from './messages.table.ts';

/** How many of the user's messages created after `since` are unread. */
export async function countUnread(db: Database, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt), gt(messages.createdAt, since)));
  return Number(row?.n ?? 0);
}
