import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TcrEntry } from '@eticket/domain/records/tcr.schemas';
import { users } from '../accounts/accounts.table.ts';
import { tz } from '../../db/columns.ts';

/** What the certificate says, frozen when it is issued: the verify page compares against it. */
export interface TcrRecordSnapshot {
  holderEngName: string;
  holderChnName: string | null;
  idNoMasked: string;
  licenceNoMasked: string;
  /** When the Department's record was last brought up to date (ISO instant). */
  recordAsOf: string;
  periods: {
    convictionYears: number;
    fixedPenaltyYears: number;
    pointsYears: number;
    disqualificationYears: number;
  };
  entries: TcrEntry[];
  pointsTotal: number;
}

/**
 * Traffic conviction record applications: a person's own (PERSONAL) or a company's for a driver who
 * authorises it (COMPANY). The fee is paid through the payments module; the certificate is issued by the
 * processing job from the Transport Department's record and frozen here.
 */
export const tcrApplications = pgTable(
  'tcr_applications',
  {
    id: serial('id').primaryKey(),
    /** The public reference (business id): `TCR` and 10 digits. */
    ref: text('ref').notNull().unique(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    applicantUserId: uuid('applicant_user_id')
      .notNull()
      .references(() => users.id),
    /** The applicant's box: 0 the personal role, else the company role (agent_roles id). */
    applicantAgentId: integer('applicant_agent_id').notNull().default(0),
    /** COMPANY: the applying company's Transport Department id. */
    companyId: integer('company_id'),
    /** The Transport Department person whose record it is. */
    subjectPersonId: integer('subject_person_id').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** COMPANY: the driver must authorise before this instant, or the application expires. */
    authorisationDeadline: tz('authorisation_deadline'),
    authCodeHash: text('auth_code_hash'),
    authCodeExpiresAt: tz('auth_code_expires_at'),
    authCodeAttempts: integer('auth_code_attempts').notNull().default(0),
    authorisedAt: tz('authorised_at'),
    paidAt: tz('paid_at'),
    /** The payment order that settled the fee. */
    paymentRef: text('payment_ref'),
    completedAt: tz('completed_at'),
    certificateNo: text('certificate_no').unique(),
    record: jsonb('record').$type<TcrRecordSnapshot>(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A box's list of one kind, newest first.
    index('tcr_applications_applicant_idx').on(
      t.applicantUserId,
      t.applicantAgentId,
      t.kind,
      t.createdAt,
      t.id,
    ),
    // One open application per applicant box and record holder.
    uniqueIndex('tcr_applications_open_uq')
      .on(t.applicantUserId, t.applicantAgentId, t.subjectPersonId)
      .where(sql`status in ('PENDING_AUTHORISATION', 'PENDING_PAYMENT', 'PROCESSING')`),
  ],
);

/**
 * Share codes (ADR 0063): a holder lets one employer read one completed certificate once. Only the
 * code's SHA-256 is kept; the code itself is shown to the holder when it is made and never again.
 */
export const tcrShareCodes = pgTable(
  'tcr_share_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => tcrApplications.id),
    holderUserId: uuid('holder_user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    /** Set once, by the one redeem that succeeds. */
    viewedAt: tz('viewed_at'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    // The holder's list, newest first.
    index('tcr_share_codes_holder_idx').on(t.holderUserId, t.createdAt),
  ],
);
