import type {
  Faq,
  NewsCategory,
  NewsDetail,
  NewsListQuery,
  NewsPage,
  NotificationLevel,
  SystemNotification,
  FaqSection,
} from '@eticket/domain/content/content.schemas';
import { compareNotifications } from '@eticket/domain/content/notification-window';
import type { Localized } from '@eticket/domain/common/locale';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './content.repository.ts';

const localized = (en: string, zhHk: string, zhCn: string): Localized => ({
  en,
  'zh-hk': zhHk,
  'zh-cn': zhCn,
});

export async function listNews(db: Database, query: NewsListQuery): Promise<NewsPage> {
  const [total, rows] = await Promise.all([
    repo.countNews(db),
    repo.findNewsPage(db, (query.page - 1) * query.pageSize, query.pageSize),
  ]);
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      publishedAt: r.publishedAt.toISOString(),
      category: r.category as NewsCategory,
      title: localized(r.titleEn, r.titleZhHk, r.titleZhCn),
      summary: localized(r.summaryEn, r.summaryZhHk, r.summaryZhCn),
    })),
  };
}

export async function getNews(db: Database, id: string): Promise<NewsDetail> {
  const r = await repo.findNews(db, id);
  if (!r) throw new AppError('NEWS_NOT_FOUND', { id });
  return {
    id: r.id,
    publishedAt: r.publishedAt.toISOString(),
    category: r.category as NewsCategory,
    title: localized(r.titleEn, r.titleZhHk, r.titleZhCn),
    summary: localized(r.summaryEn, r.summaryZhHk, r.summaryZhCn),
    body: localized(r.bodyEn, r.bodyZhHk, r.bodyZhCn),
  };
}

/** The home-page banners in force at `now` (spec section 7, POST /home/list), most severe first. */
export async function listNotificationsInForce(
  db: Database,
  now = new Date(),
): Promise<SystemNotification[]> {
  const rows = await repo.findNotificationsInForce(db, now);
  return rows
    .map((r) => ({
      id: r.id,
      level: r.level as NotificationLevel,
      title: localized(r.titleEn, r.titleZhHk, r.titleZhCn),
      body: localized(r.bodyEn, r.bodyZhHk, r.bodyZhCn),
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt ? r.endsAt.toISOString() : null,
    }))
    .sort(compareNotifications);
}

export async function listFaqs(db: Database): Promise<Faq[]> {
  const rows = await repo.findFaqs(db);
  return rows.map((r) => ({
    id: r.id,
    section: r.section as FaqSection,
    sortOrder: r.sortOrder,
    question: localized(r.questionEn, r.questionZhHk, r.questionZhCn),
    answer: localized(r.answerEn, r.answerZhHk, r.answerZhCn),
  }));
}
