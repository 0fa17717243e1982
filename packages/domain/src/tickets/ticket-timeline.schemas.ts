import { z } from 'zod';

/**
 * The case timeline on a ticket's details: each step with its date (issued, delivered, demand notice,
 * dispute signed, investigation outcome, paid or cancelled, overdue, refunded).
 */
export const TIMELINE_EVENTS = [
  'ISSUED',
  'DELIVERED',
  'DEMAND_NOTICE',
  'DISPUTE_SIGNED',
  'INVESTIGATION_COMPLETED',
  'CANCELLED',
  'DISPUTE_WITHDRAWN',
  'PAID',
  'OVERDUE',
  'REFUNDED',
  'POSSIBLE_DUPLICATE',
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

export const timelineSchema = z.object({
  items: z.array(z.object({ event: z.enum(TIMELINE_EVENTS), at: z.string() })),
});
export type Timeline = z.infer<typeof timelineSchema>;

/** The history reason of the step that marks a ticket as a possible duplicate of another (ADR 0062). */
export const POSSIBLE_DUPLICATE_REASON = 'POSSIBLE_DUPLICATE';

/** The timeline's step for one history row of a ticket (its reason and new status), or null for none. */
export function timelineEventOf(row: {
  reason: string;
  toStatus: string;
  fromStatus: string | null;
}): TimelineEvent | null {
  if (row.reason === 'ISSUED') return 'ISSUED';
  if (row.reason === POSSIBLE_DUPLICATE_REASON) return 'POSSIBLE_DUPLICATE';
  if (row.reason === 'DEMAND_NOTICE') return 'DEMAND_NOTICE';
  if (row.reason === 'DISPUTE_SIGNED') return 'DISPUTE_SIGNED';
  if (row.toStatus === 'INVESTIGATION_COMPLETED') return 'INVESTIGATION_COMPLETED';
  if (row.toStatus === 'CANCELLED_AFTER_INVESTIGATION' || row.toStatus === 'CANCELLED_BY_COURT')
    return 'CANCELLED';
  if (row.toStatus === 'SETTLED' && row.fromStatus !== 'REFUND_IN_PROCESS') return 'PAID';
  if (row.toStatus === 'OVERDUE') return 'OVERDUE';
  if (row.toStatus === 'REFUNDED') return 'REFUNDED';
  return null;
}
