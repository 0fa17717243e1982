import { z } from 'zod';

/**
 * An application to view the officer's photos of a ticket (spec sections 1, 2 and 4; parking tickets, as
 * phase 2 offered). PROCESSING while a police operator decides (unless the auto-approval parameter is on),
 * then APPROVED (viewable until `viewableUntil`) or REJECTED; an approved one whose period has ended is
 * EXPIRED.
 */
export const PHOTO_APPLICATION_STATUSES = ['PROCESSING', 'APPROVED', 'REJECTED', 'EXPIRED'] as const;
export type PhotoApplicationStatus = (typeof PHOTO_APPLICATION_STATUSES)[number];

/** A warden takes up to 5 photos of a parking offence (hk-facts). */
export const PHOTO_MAX_PER_TICKET = 5;
/** One photo as the police attach it. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Only parking tickets have photos to view (phase 2). */
export const PHOTO_NOTICE_TYPES = ['525'] as const;

export const PHOTO_REASON_MAX = 500;

/** An application reference as the portal hands it out: `V` and 10 digits. */
export const photoReferenceSchema = z.string().regex(/^V\d{10}$/, 'validation.reference.format');
export const photoApplicationParamsSchema = z.object({ reference: photoReferenceSchema });
export const photoParamsSchema = z.object({ reference: photoReferenceSchema, photoId: z.uuid() });

const noticeNoField = z.string().trim().min(1).max(32);

export const photoTicketQuerySchema = z.object({ noticeNo: noticeNoField });

/** The owner's (or named driver's) application. */
export const photoApplicationBodySchema = z.object({
  noticeNo: noticeNoField,
  reason: z.string().trim().max(PHOTO_REASON_MAX).optional(),
});
export type PhotoApplicationBody = z.infer<typeof photoApplicationBodySchema>;

export const photoApplicationViewSchema = z.object({
  reference: z.string(),
  noticeNo: z.string(),
  status: z.enum(PHOTO_APPLICATION_STATUSES),
  reason: z.string().nullable(),
  /** The police operator's remark on a decision. */
  remark: z.string().nullable(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Until when an approved application's photos may be viewed. */
  viewableUntil: z.string().nullable(),
  /** The photos to fetch one by one, only while viewable. */
  photoIds: z.array(z.string()),
});
export type PhotoApplicationView = z.infer<typeof photoApplicationViewSchema>;

/** What the photo page needs for one ticket: may the caller apply, and his latest application. */
export const photoTicketStateSchema = z.object({
  noticeNo: z.string(),
  /** A parking ticket whose photos the police hold. */
  available: z.boolean(),
  photoCount: z.number().int(),
  application: photoApplicationViewSchema.nullable(),
});
export type PhotoTicketState = z.infer<typeof photoTicketStateSchema>;

/** Police side: a decision on an application. */
export const photoDecisionBodySchema = z.object({
  decision: z.enum(['APPROVED', 'REJECTED']),
  remark: z.string().trim().max(500).optional(),
});
export type PhotoDecisionBody = z.infer<typeof photoDecisionBodySchema>;

export const ticketPhotoSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export const ticketPhotosSchema = z.object({
  noticeNo: z.string(),
  photos: z.array(ticketPhotoSchema),
});

/** Police side: the applications awaiting a decision (or of another status), oldest first. */
export const photoApplicationListQuerySchema = z.object({
  status: z.enum(PHOTO_APPLICATION_STATUSES).default('PROCESSING'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const photoApplicationListSchema = z.object({
  items: z.array(
    z.object({
      reference: z.string(),
      noticeNo: z.string(),
      status: z.enum(PHOTO_APPLICATION_STATUSES),
      reason: z.string().nullable(),
      appliedAt: z.string(),
    }),
  ),
});
