import type { Database } from '../../db/database.ts';
import { faqs, news, systemNotifications } from './content.table.ts';
import { FAQS } from './data/faqs.ts';
import { NEWS } from './data/news.ts';
import { NOTIFICATIONS } from './data/notifications.ts';

/** Gap between seeded FAQ sort orders, so an editor can insert an entry without renumbering. */
const FAQ_ORDER_STEP = 10;

/**
 * The public content a new portal starts with. Inserted when missing (by id), never overwritten: once
 * seeded, an item belongs to the editors, and a changed text in this file does not undo their edits.
 */
export async function seedContent(db: Database): Promise<void> {
  await db
    .insert(news)
    .values(
      NEWS.map((n) => ({
        id: n.id,
        publishedAt: new Date(n.publishedAt),
        category: n.category,
        titleEn: n.title.en,
        titleZhHk: n.title['zh-hk'],
        titleZhCn: n.title['zh-cn'],
        summaryEn: n.summary.en,
        summaryZhHk: n.summary['zh-hk'],
        summaryZhCn: n.summary['zh-cn'],
        bodyEn: n.body.en,
        bodyZhHk: n.body['zh-hk'],
        bodyZhCn: n.body['zh-cn'],
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(systemNotifications)
    .values(
      NOTIFICATIONS.map((n) => ({
        id: n.id,
        level: n.level,
        titleEn: n.title.en,
        titleZhHk: n.title['zh-hk'],
        titleZhCn: n.title['zh-cn'],
        bodyEn: n.body.en,
        bodyZhHk: n.body['zh-hk'],
        bodyZhCn: n.body['zh-cn'],
        startsAt: new Date(n.startsAt),
        endsAt: n.endsAt === null ? null : new Date(n.endsAt),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(faqs)
    .values(
      FAQS.map((f, i) => ({
        id: f.id,
        section: f.section,
        sortOrder: (i + 1) * FAQ_ORDER_STEP,
        questionEn: f.question.en,
        questionZhHk: f.question['zh-hk'],
        questionZhCn: f.question['zh-cn'],
        answerEn: f.answer.en,
        answerZhHk: f.answer['zh-hk'],
        answerZhCn: f.answer['zh-cn'],
      })),
    )
    .onConflictDoNothing();
}
