import { and, asc, count, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { faqs, news, systemNotifications } from './content.table.ts';

export async function countNews(db: Database): Promise<number> {
  const rows = await db.select({ n: count() }).from(news);
  return rows[0]?.n ?? 0;
}

/** Newest first; the id breaks ties so paging is stable when two items share a publication time. */
export function findNewsPage(db: Database, offset: number, limit: number) {
  return db
    .select({
      id: news.id,
      publishedAt: news.publishedAt,
      category: news.category,
      titleEn: news.titleEn,
      titleZhHk: news.titleZhHk,
      titleZhCn: news.titleZhCn,
      summaryEn: news.summaryEn,
      summaryZhHk: news.summaryZhHk,
      summaryZhCn: news.summaryZhCn,
    })
    .from(news)
    .orderBy(desc(news.publishedAt), asc(news.id))
    .offset(offset)
    .limit(limit);
}

export async function findNews(db: Database, id: string) {
  const rows = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return rows[0];
}

export function findNotificationsInForce(db: Database, now: Date) {
  return db
    .select()
    .from(systemNotifications)
    .where(
      and(
        lte(systemNotifications.startsAt, now),
        or(isNull(systemNotifications.endsAt), gt(systemNotifications.endsAt, now)),
      ),
    );
}

export function findFaqs(db: Database) {
  return db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
}
