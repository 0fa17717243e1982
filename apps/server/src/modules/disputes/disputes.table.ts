import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.table.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { bytea, tz } from '../../db/columns.ts';

/**
 * A dispute of liability for a ticket, by the ticket's owner or the driver it names. DRAFT until signed with
 * iAM Smart (or DSL, for a DSL user); the PDF's digest is what was signed. Only a signed dispute is the
 * ticket's one dispute (the partial unique index on signed ones); an unsigned one is a draft of its
 * applicant's box, one per box and ticket, which lasts 24 hours (ADR 0046).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The box the applicant acted from (0: the personal role). */
    agentId: integer('agent_id').notNull().default(0),
    ground: text('ground').notNull(),
    statement: text('statement').notNull(),
    status: text('status').notNull(),
    /** The dispute's PDF as it was signed, and its SHA-256 (hex). */
    document: bytea('document').notNull(),
    documentDigest: text('document_digest').notNull(),
    signature: text('signature'),
    /** Who signed it: IAMSMART or DSL (the provider of the signing round trip). */
    signedWith: text('signed_with'),
    signedAt: tz('signed_at'),
    decidedAt: tz('decided_at'),
    paymentDeadline: date('payment_deadline'),
    remark: text('remark'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disputes_signed_uq')
      .on(t.ticketId)
      .where(sql`signed_at is not null`),
    uniqueIndex('disputes_draft_uq')
      .on(t.ticketId, t.userId, t.agentId)
      .where(sql`status = 'DRAFT'`),
    index('disputes_ticket_idx').on(t.ticketId),
    // The police side's work list of one status, oldest first.
    index('disputes_status_created_idx').on(t.status, t.createdAt, t.id),
    index('disputes_user_idx').on(t.userId),
    // The housekeeping's sweep of expired drafts.
    index('disputes_draft_created_idx')
      .on(t.createdAt)
      .where(sql`status = 'DRAFT'`),
    // The service indicators' disputes decided in the last 30 days (decision-indicator.ts).
    index('disputes_decided_at_idx')
      .on(t.decidedAt)
      .where(sql`decided_at is not null`),
  ],
);

/** A dispute's evidence, kept byte for byte as uploaded (its metadata is evidence too). */
export const disputeFiles = pgTable(
  'dispute_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: bigint('dispute_id', { mode: 'number' })
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('dispute_files_dispute_idx').on(t.disputeId)],
);

/**
 * The officer's photos of a ticket, attached by the police (JPEG or PNG, judged by their bytes), kept byte
 * for byte. They are never served as they are: only watermarked, to an approved applicant (photos.service.ts).
 */
export const ticketPhotos = pgTable(
  'ticket_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ticket_photos_position_uq').on(t.ticketId, t.position)],
);

/**
 * An application to view a ticket's photos, by the owner or the named driver from one box. One open
 * application (processing, or approved) per box and ticket: the partial unique index decides a race.
 */
export const photoApplications = pgTable(
  'photo_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    agentId: integer('agent_id').notNull().default(0),
    status: text('status').notNull(),
    reason: text('reason'),
    remark: text('remark'),
    /** Who decided: 'police' or 'auto' (the auto-approval parameter). */
    decidedBy: text('decided_by'),
    decidedAt: tz('decided_at'),
    viewableUntil: tz('viewable_until'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('photo_applications_open_uq')
      .on(t.ticketId, t.userId, t.agentId)
      .where(sql`status in ('PROCESSING', 'APPROVED')`),
    index('photo_applications_user_idx').on(t.userId),
  ],
);
