import { z } from 'zod';
import { boundedTotalShape } from '../common/page.schemas.ts';
import { PAGE_SIZES } from '../common/pagination.ts';
import { LOCALES } from '../common/locale.ts';

/**
 * The notification service (spec section 7, `rest/notification/api/v1/publ`): the message box of the
 * acting role (personal, agent or company role), read state, deletion and the counts. Each message is
 * stored once per recipient box, in the language it was written for, with its attachments.
 */

/** Messages are kept 60 days (spec section 9): older ones are neither shown, counted nor kept. */
export const MESSAGE_KEEP_DAYS = 60;
/** At most this many messages in one mark-read, delete or download request. */
export const MAX_MESSAGES_PER_REQUEST = 100;

export const MESSAGE_CATEGORIES = [
  'TICKET',
  'DEMAND_NOTICE',
  'PAYMENT_REMINDER',
  'PAYMENT_RESULT',
  'TEST',
  'SYSTEM',
  'TCR',
] as const;
export const messageCategorySchema = z.enum(MESSAGE_CATEGORIES);
export type MessageCategory = z.infer<typeof messageCategorySchema>;

/** A message id as it travels (path, query or body): a positive whole number. */
export const messageIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const messageIdParamsSchema = z.object({ messageId: messageIdSchema });

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'validation.pageSize')
  .default(10);

/** GET /message/list: newest first; `read` filters (all, only read, only unread). */
export const messageListQuerySchema = z.object({
  read: z.enum(['all', 'read', 'unread']).default('all'),
  category: messageCategorySchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize,
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageAttachmentSchema = z.object({
  /** Download with GET rest/file/api/v1/publ/file/download/{fileId}. */
  fileId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSummarySchema = z.object({
  messageId: z.number().int(),
  category: messageCategorySchema,
  /** The language the message was written in (the recipient's at the time). */
  language: z.enum(LOCALES),
  title: z.string(),
  /** The first line or so of the body, for the list. */
  preview: z.string(),
  read: z.boolean(),
  /** ISO timestamp. */
  createdAt: z.string(),
  /** The notice no the message is about, if any (the web links to the ticket details). */
  noticeNo: z.string().nullable(),
  attachmentCount: z.number().int().nonnegative(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messagePageSchema = z.object({
  items: z.array(messageSummarySchema),
  /** Bounded: exact up to the server's count limit, `totalCapped` beyond it. */
  ...boundedTotalShape,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Unread messages of the box in all (not only this page): the banner shows '99+' above 99. */
  unread: z.number().int(),
  /** The unread count stopped at the server's count limit (`unread` is that limit). */
  unreadCapped: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** GET /message/{messageId}: the whole message. Opening it marks it read. */
export const messageDetailSchema = messageSummarySchema.omit({ preview: true }).extend({
  body: z.string(),
  attachments: z.array(messageAttachmentSchema),
  /** Date the message will be deleted (60 days after it arrived), YYYY-MM-DD. */
  keptUntil: z.string(),
  /** A page of the portal the message asks its reader to open; the web adds the message's id as `msgId`. */
  actionPath: z.string().nullable().optional(),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

const messageIdsSchema = z.array(messageIdSchema).min(1).max(MAX_MESSAGES_PER_REQUEST);

/** PUT /message: mark the listed messages read, or all the box's messages with `all: true`. */
export const markReadBodySchema = z.union([
  z.strictObject({ messageIds: messageIdsSchema }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

/** DELETE /message: delete the listed messages (their attachments go with them). */
export const deleteMessagesBodySchema = z.strictObject({ messageIds: messageIdsSchema });
export type DeleteMessagesBody = z.infer<typeof deleteMessagesBodySchema>;

/** The answer of mark-read and delete: how many of the box's messages changed (ids of other boxes do not count). */
export const changedCountSchema = z.object({ changed: z.number().int().nonnegative() });

/** GET /message/agent/count: the unread count of each role the user holds, personal first. */
export const agentCountSchema = z.object({
  items: z.array(
    z.object({
      /** 0 is the personal role. */
      agentId: z.number().int(),
      agentRole: z.enum(['USER_PERSONAL', 'USER_AGENT', 'ORG_AGENT', 'ORG_ADMIN']),
      /** Exact up to the server's count limit; `capped` beyond it (the count is that limit). */
      count: z.number().int().nonnegative(),
      capped: z.boolean(),
    }),
  ),
  /** Sum over the roles. */
  total: z.number().int().nonnegative(),
  /** A role's count was capped, so the sum is a lower bound. */
  capped: z.boolean(),
});
export type AgentCount = z.infer<typeof agentCountSchema>;

/** What still needs the user: applications do not exist yet in the portal, so only tickets are listed. */
export const OUTSTANDING_KINDS = ['UNPAID_TICKET', 'APPLICATION'] as const;
/** An unpaid ticket is outstanding when its deadline is today or at most this many days away. */
export const OUTSTANDING_DAYS = 7;

export const outstandingItemSchema = z.object({
  kind: z.enum(OUTSTANDING_KINDS),
  noticeNo: z.string(),
  vehicleNo: z.string(),
  amountCents: z.number().int(),
  /** YYYY-MM-DD, Hong Kong. */
  paymentDeadline: z.string(),
  /** Negative once the deadline has passed. */
  daysLeft: z.number().int(),
});
export const outstandingListSchema = z.object({
  items: z.array(outstandingItemSchema),
  total: z.number().int(),
});
export type OutstandingList = z.infer<typeof outstandingListSchema>;
