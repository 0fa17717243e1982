import { z } from 'zod';
import { TASK_STATES } from '../common/background-task.ts';
import { isoDateSchema } from '../common/iso-date.ts';

/**
 * Tickets, payments, driving logs (the fleets area, ADR 0035), and a company's tickets of a month with the
 * driver on duty at each offence (ADR 0067).
 */
export const EXPORT_TYPE_NAMES = ['tickets', 'payments', 'drivingLogs', 'fleetTickets'] as const;

/** POST rest/ticket/api/v1/publ/exports: at most 31 days (from and to inclusive), 3 tasks a day. */
export const exportBodySchema = z.object({
  type: z.enum(EXPORT_TYPE_NAMES),
  format: z.enum(['xlsx', 'csv']),
  from: isoDateSchema,
  to: isoDateSchema,
});
export type ExportBody = z.infer<typeof exportBodySchema>;

export const exportTaskSchema = z.object({
  id: z.string(),
  type: z.enum(EXPORT_TYPE_NAMES),
  format: z.enum(['xlsx', 'csv']),
  from: z.string(),
  to: z.string(),
  state: z.enum(TASK_STATES),
  /** 0 to 100. */
  progress: z.number().int(),
  rowCount: z.number().int().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportTaskView = z.infer<typeof exportTaskSchema>;
export const exportIdParamsSchema = z.object({ id: z.uuid() });

/** GET rest/ticket/api/v1/publ/exports/sample: the export demonstration's file (made-up rows, no login). */
export const exportSampleQuerySchema = exportBodySchema.pick({ type: true, format: true });
export type ExportSampleQuery = z.infer<typeof exportSampleQuerySchema>;
