import { z } from 'zod';
import { localizedSchema, offenceEntrySchema } from '../params/params.schemas.ts';

/**
 * Contracts of the public content service: news, system notifications and the FAQ. Every text travels
 * in the three languages; the client picks the one it shows, so a language switch needs no new request.
 */

/** A stable slug such as 'news-2025-06-15-launch': content rows are addressed by id, never by position. */
export const contentIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'validation.content.id');

export const NEWS_CATEGORIES = [
  'announcement',
  'penalty',
  'service',
  'security',
  'maintenance',
  'guide',
] as const;
export const newsCategorySchema = z.enum(NEWS_CATEGORIES);
export type NewsCategory = z.infer<typeof newsCategorySchema>;

export const newsSummarySchema = z.object({
  id: contentIdSchema,
  /** ISO 8601 instant; shown in Hong Kong time. */
  publishedAt: z.string(),
  category: newsCategorySchema,
  title: localizedSchema,
  summary: localizedSchema,
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsDetailSchema = newsSummarySchema.extend({ body: localizedSchema });
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** Page numbers start at 1; a page size above 100 is refused rather than silently capped. */
export const MAX_NEWS_PAGE_SIZE = 100;
export const newsListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_NEWS_PAGE_SIZE).default(10),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const newsPageSchema = z.object({ list: z.array(newsSummarySchema), total: z.number().int().min(0) });
export type NewsPage = z.infer<typeof newsPageSchema>;

export const newsIdParamsSchema = z.object({ id: contentIdSchema });

/** Severity of a home-page banner, most severe first. */
export const NOTIFICATION_LEVELS = ['critical', 'warning', 'info'] as const;
export const notificationLevelSchema = z.enum(NOTIFICATION_LEVELS);
export type NotificationLevel = z.infer<typeof notificationLevelSchema>;

export const systemNotificationSchema = z.object({
  id: contentIdSchema,
  level: notificationLevelSchema,
  title: localizedSchema,
  body: localizedSchema,
  startsAt: z.string(),
  /** Null: in force until withdrawn. */
  endsAt: z.string().nullable(),
});
export type SystemNotification = z.infer<typeof systemNotificationSchema>;

/** POST /home/list takes no filter today; an empty object (or no body) asks for what is in force now. */
// Fastify hands a missing body to the validator as null, hence nullish rather than optional.
export const homeListBodySchema = z.object({}).nullish();
export const homeListSchema = z.array(systemNotificationSchema);

/** FAQ sections, in the order the resources page shows them. */
export const FAQ_SECTIONS = ['general', 'login', 'receiving', 'payment', 'records', 'security'] as const;
export const faqSectionSchema = z.enum(FAQ_SECTIONS);
export type FaqSection = z.infer<typeof faqSectionSchema>;

export const faqSchema = z.object({
  id: contentIdSchema,
  section: faqSectionSchema,
  sortOrder: z.number().int(),
  question: localizedSchema,
  answer: localizedSchema,
});
export type Faq = z.infer<typeof faqSchema>;
/** Ordered by sortOrder: position i in this list is the `faqIndex=i` that /resources opens. */
export const faqListSchema = z.array(faqSchema);

/**
 * The offence catalogues (GET param/…/enum/enum-type/parking-offences | moving-offences) as the ticket
 * information page reads them: only offence entries, so the page gets the offence fields typed.
 */
export const offenceCatalogueSchema = z.array(offenceEntrySchema);
