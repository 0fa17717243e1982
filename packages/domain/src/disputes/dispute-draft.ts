/**
 * An unsigned dispute is a draft (ADR 0046): it holds nothing of the ticket's one dispute, and lasts 24 hours
 * from when it was made. Past that it is expired wherever it is read: the ticket page does not offer it, it
 * cannot be signed, and it does not stand in the way of a new one.
 */
export const DISPUTE_DRAFT_HOURS = 24;
const DRAFT_MS = DISPUTE_DRAFT_HOURS * 3_600_000;

/** When a draft made at `createdAt` expires. */
export function draftExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + DRAFT_MS);
}

/** The earliest creation time of a draft still alive at `now`. */
export function liveDraftsSince(now: Date): Date {
  return new Date(now.getTime() - DRAFT_MS);
}

/** Whether a draft made at `createdAt` may still be signed at `now`. */
export function draftIsLive(createdAt: Date, now: Date): boolean {
  return now.getTime() < createdAt.getTime() + DRAFT_MS;
}
