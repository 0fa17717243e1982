import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns.ts';

/**
 * Public news items shown on /home/news. The id is a stable slug, so the seed can insert what is
 * missing and never overwrite what an editor has changed.
 */
export const news = pgTable(
  'news',
  {
    id: text('id').primaryKey(),
    publishedAt: tz('published_at').notNull(),
    category: text('category').notNull(),
    titleEn: text('title_en').notNull(),
    titleZhHk: text('title_zh_hk').notNull(),
    titleZhCn: text('title_zh_cn').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryZhHk: text('summary_zh_hk').notNull(),
    summaryZhCn: text('summary_zh_cn').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyZhHk: text('body_zh_hk').notNull(),
    bodyZhCn: text('body_zh_cn').notNull(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt)],
);

/** Banners shown on the home page while now is within [starts_at, ends_at); ends_at null means open-ended. */
export const systemNotifications = pgTable(
  'system_notifications',
  {
    id: text('id').primaryKey(),
    level: text('level').notNull(),
    titleEn: text('title_en').notNull(),
    titleZhHk: text('title_zh_hk').notNull(),
    titleZhCn: text('title_zh_cn').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyZhHk: text('body_zh_hk').notNull(),
    bodyZhCn: text('body_zh_cn').notNull(),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at'),
  },
  (t) => [index('system_notifications_window_idx').on(t.startsAt, t.endsAt)],
);

/** Frequently asked questions on /resources?selectedTab=faq, ordered within a section by sort_order. */
export const faqs = pgTable(
  'faqs',
  {
    id: text('id').primaryKey(),
    section: text('section').notNull(),
    sortOrder: integer('sort_order').notNull(),
    questionEn: text('question_en').notNull(),
    questionZhHk: text('question_zh_hk').notNull(),
    questionZhCn: text('question_zh_cn').notNull(),
    answerEn: text('answer_en').notNull(),
    answerZhHk: text('answer_zh_hk').notNull(),
    answerZhCn: text('answer_zh_cn').notNull(),
  },
  (t) => [index('faqs_section_order_idx').on(t.section, t.sortOrder)],
);
