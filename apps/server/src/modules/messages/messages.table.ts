import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { tz, bytea } from '../../db/columns.ts';

/**
 * A message in one box, kept 60 days. A box is a user's personal role (agent_id 0) or one of the user's
 * agent or company roles (agent_id = agent_roles.id): a message is stored once per box, in the language
 * of that box's holder. A ticket's notice reaches each box once (the unique index).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** 0: the personal role's box; otherwise the agent role whose box it is. */
    agentId: integer('agent_id').notNull().default(0),
    language: text('language').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The ticket the message is about (no foreign key: messages go after 60 days, tickets after months). */
    ticketId: bigint('ticket_id', { mode: 'number' }),
    noticeNo: text('notice_no'),
    /** A message about no ticket that must reach its box once (e.g. `delegation-ended:<sync>:<role>:<mark>`). */
    dedupeKey: text('dedupe_key'),
    /** A page of the portal the message asks its reader to open (the web adds `msgId`), e.g. an authorisation. */
    actionPath: text('action_path'),
    readAt: tz('read_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A box's list, newest first (ADR 0043): the box, then time; unread, read and a category each their own.
    index('messages_box_idx').on(t.userId, t.agentId, t.createdAt, t.id),
    index('messages_box_unread_idx')
      .on(t.userId, t.agentId, t.createdAt, t.id)
      .where(sql`read_at is null`),
    index('messages_box_read_idx')
      .on(t.userId, t.agentId, t.createdAt, t.id)
      .where(sql`read_at is not null`),
    index('messages_box_category_idx').on(t.userId, t.agentId, t.category, t.createdAt, t.id),
    index('messages_created_idx').on(t.createdAt),
    uniqueIndex('messages_ticket_box_uq')
      .on(t.userId, t.agentId, t.ticketId, t.category)
      .where(sql`ticket_id is not null`),
    uniqueIndex('messages_dedupe_key_uq')
      .on(t.dedupeKey)
      .where(sql`dedupe_key is not null`),
  ],
);

/** A message's attachment: the file service serves it to whoever holds the message. */
export const messageFiles = pgTable(
  'message_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('message_files_message_idx').on(t.messageId)],
);

/** A box's settings, one row per message type changed from its default. */
export const messageSettings = pgTable(
  'message_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    agentId: integer('agent_id').notNull(),
    type: text('type').notNull(),
    enabled: boolean('enabled').notNull(),
    channel: text('channel').notNull(),
    daysBefore: integer('days_before'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agentId, t.type] })],
);

/** The language a box's holder chose for their messages (absent: taken from the Department's record). */
export const messageLanguages = pgTable(
  'message_languages',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    agentId: integer('agent_id').notNull(),
    language: text('language').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agentId] })],
);

/**
 * One SMS or e-mail to send: a ticket's notice or reminder to the owner's registered contact, or a test.
 * Sent at most once: one row per (ticket, kind, channel) and per dedupe key, and the send happens under
 * the row's lock with its status, so a retried or repeated job finds it SENT and sends nothing.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * TICKET (the e-ticket notice), REMINDER (before the deadline), DEMAND (the demand notice), TEST
     * (message-send), INVITATION (an agent's code), OTP (a one-time password) or CONFIRMATION (a payment's).
     */
    kind: text('kind').notNull(),
    ticketId: bigint('ticket_id', { mode: 'number' }),
    noticeNo: text('notice_no'),
    /** TEST: whose request it was. */
    userId: uuid('user_id'),
    channel: text('channel').notNull(),
    /** The phone number or address (personal data: shown masked, never logged). */
    destination: text('destination').notNull(),
    sender: text('sender').notNull(),
    language: text('language').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** QUEUED → SENT → DELIVERED, or FAILED (permanent, or out of retries). */
    status: text('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /**
     * Sent with every try to the gateway, which drops a repeat of a message it already took; the SMS
     * gateway's delivery receipts name it. Random, so it carries none of the dedupe key's personal data.
     */
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom().unique(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_deliveries_ticket_uq')
      .on(t.ticketId, t.kind, t.channel)
      .where(sql`ticket_id is not null`),
    index('message_deliveries_user_idx').on(t.userId),
    // The service indicators' e-tickets of the last 24 hours (hand-off-indicator.ts).
    index('message_deliveries_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/** Every step of a delivery, in order, so an operator can answer "did it go out?". */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => messageDeliveries.id, { onDelete: 'cascade' }),
    /** 0 for the QUEUED row; 1, 2, … for each try. */
    attemptNo: integer('attempt_no').notNull(),
    status: text('status').notNull(),
    detail: text('detail'),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('delivery_attempts_delivery_idx').on(t.deliveryId)],
);

/** Downloads of files a user made in a Hong Kong day: "no downloads left for the day". */
export const fileDownloadCounts = pgTable(
  'file_download_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
