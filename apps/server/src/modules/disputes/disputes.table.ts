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
import { users } from '../accounts/accounts.table.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { bytea, tz } from '../../db/columns.ts';

/**
 * A dispute of liability for a ticket: one per ticket (the unique index), by the ticket's owner or the
 * driver it names. DRAFT until signed with iAM Smart (or DSL, for a DSL user); the PDF's digest is what was signed.
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
  (t) => [uniqueIndex('disputes_ticket_uq').on(t.ticketId), index('disputes_user_idx').on(t.userId)],
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
