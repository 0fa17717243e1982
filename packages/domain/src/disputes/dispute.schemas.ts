import { z } from 'zod';
import { isoDateSchema } from '../common/iso-date.ts';

/** Why a person disputes liability; each has its own guidance on the evidence it needs (web locales). */
export const DISPUTE_GROUNDS = [
  'NOT_THE_VEHICLE',
  'VEHICLE_STOLEN',
  'SOLD_BEFORE_OFFENCE',
  'NO_OFFENCE',
  'EMERGENCY',
  'DETAILS_WRONG',
  /** The ticket is a possible duplicate of an earlier one (ADR 0062): no evidence is needed. */
  'DUPLICATE',
  'OTHER',
] as const;
export type DisputeGround = (typeof DISPUTE_GROUNDS)[number];

/**
 * A dispute's life: DRAFT until signed with iAM Smart, SUBMITTED while the police investigate (the ticket is
 * under investigation), then UPHELD (investigation completed, the ticket stands and is payable again),
 * CANCELLED (the ticket is cancelled after investigation) or WITHDRAWN (the ticket was paid meanwhile).
 */
export const DISPUTE_STATUSES = ['DRAFT', 'SUBMITTED', 'UPHELD', 'CANCELLED', 'WITHDRAWN'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_STATEMENT_MAX = 2000;

/** A dispute reference as the portal hands it out: `D` and 10 digits. */
export const disputeReferenceSchema = z.string().regex(/^D\d{10}$/, 'validation.reference.format');
export const disputeReferenceParamsSchema = z.object({ reference: disputeReferenceSchema });
export const disputeFileParamsSchema = z.object({
  reference: disputeReferenceSchema,
  fileId: z.uuid(),
});

/** The text fields of the dispute form (multipart fields arrive as strings). */
export const disputeFormSchema = z.object({
  noticeNo: z.string().trim().min(1).max(32),
  ground: z.enum(DISPUTE_GROUNDS),
  statement: z.string().trim().min(10, 'validation.statement.short').max(DISPUTE_STATEMENT_MAX),
  declaration: z.enum(['true'], { error: 'validation.declaration.required' }),
  /**
   * The applicant's own unsigned draft of the ticket that this form replaces ("start again"). Without it,
   * a live draft is not replaced: the answer is DISPUTE_DRAFT_EXISTS naming it (ADR 0046).
   */
  replaces: disputeReferenceSchema.optional(),
});
export type DisputeForm = z.infer<typeof disputeFormSchema>;

export const disputeFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

export const disputeViewSchema = z.object({
  reference: z.string(),
  noticeNo: z.string(),
  ground: z.enum(DISPUTE_GROUNDS),
  statement: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  /** The SHA-256 of the dispute's PDF, which iAM Smart (or DSL) signs. */
  documentDigest: z.string(),
  createdAt: z.string(),
  signedAt: z.string().nullable(),
  /** The provider the dispute was signed with. */
  signedWith: z.enum(['IAMSMART', 'DSL']).nullable(),
  decidedAt: z.string().nullable(),
  /** A new last day to pay when the investigation upheld the ticket. */
  paymentDeadline: z.string().nullable(),
  /** A draft's end: unsigned by then, it has expired (null once signed). */
  expiresAt: z.string().nullable(),
  files: z.array(disputeFileSchema),
});
export type DisputeView = z.infer<typeof disputeViewSchema>;

/**
 * The caller's live unsigned draft of a ticket: on the ticket (to continue signing it or start again), and
 * in the `data.draft` of a DISPUTE_DRAFT_EXISTS refusal.
 */
export const disputeDraftSchema = z.object({
  reference: z.string(),
  expiresAt: z.string(),
});
export type DisputeDraft = z.infer<typeof disputeDraftSchema>;

/** The signing round trip's answer from iAM Smart (or DSL), as the sign page received it. */
export const disputeSignatureBodySchema = z.object({
  state: z.string().min(1).max(256),
  code: z.string().min(1).max(256).optional(),
  error: z.string().max(64).optional(),
});

/** The statement a dispute on the DUPLICATE ground starts with: it names the earlier notice. */
export const duplicateStatement = (noticeNo: string) => `Duplicate of notice ${noticeNo}`;

/** Police side: the work list of disputes, by status (SUBMITTED by default), oldest first. */
export const disputeWorkListQuerySchema = z.object({
  status: z.enum(DISPUTE_STATUSES).default('SUBMITTED'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const disputeWorkListSchema = z.object({
  items: z.array(
    z.object({
      reference: z.string(),
      noticeNo: z.string(),
      ground: z.enum(DISPUTE_GROUNDS),
      status: z.enum(DISPUTE_STATUSES),
      signedAt: z.string().nullable(),
      /** The other ticket of a possible duplicate pair (ADR 0062), for the pair to be judged together. */
      possibleDuplicateOf: z.string().nullable(),
    }),
  ),
});
export type DisputeWorkList = z.infer<typeof disputeWorkListSchema>;

/** Police side: an investigation's outcome. UPHELD makes the ticket payable again by a new last day. */
export const disputeOutcomeBodySchema = z.object({
  outcome: z.enum(['UPHELD', 'CANCELLED']),
  paymentDeadline: isoDateSchema.optional(),
  remark: z.string().max(500).optional(),
});
export type DisputeOutcomeBody = z.infer<typeof disputeOutcomeBodySchema>;

export const disputeOutcomeResultSchema = z.object({
  reference: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  ticketStatus: z.string(),
  paymentDeadline: z.string().nullable(),
});
