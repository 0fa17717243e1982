import { z } from 'zod';

/** Operators' filters on the audit trail (internal API): by subject, actor and period. */
export const auditQuerySchema = z.object({
  subjectUserId: z.uuid().optional(),
  subjectPersonId: z.coerce.number().int().positive().optional(),
  actorUserId: z.uuid().optional(),
  action: z
    .string()
    .regex(/^[a-z]+(\.[a-z-]+)+$/)
    .max(60)
    .optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  actorUserId: z.string().nullable(),
  actorRole: z.string(),
  action: z.string(),
  subjectUserId: z.string().nullable(),
  subjectPersonId: z.number().nullable(),
  subjectCompanyId: z.number().nullable(),
  objectRef: z.string().nullable(),
  requestId: z.string().nullable(),
  outcome: z.enum(['ok', 'refused']),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export const auditEventsSchema = z.object({ items: z.array(auditEventSchema) });

/** What a person sees of who accessed their data (My account): the role and what was done, never the actor's id. */
export const myDataAccessSchema = z.object({
  items: z.array(
    z.object({
      at: z.string(),
      actorRole: z.string(),
      action: z.string(),
      outcome: z.enum(['ok', 'refused']),
    }),
  ),
});
export type MyDataAccess = z.infer<typeof myDataAccessSchema>;
