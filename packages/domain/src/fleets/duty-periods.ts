/**
 * The overlap rule of one vehicle's duty periods (ADR 0035): a vehicle has at most one open period. A
 * driver's scan to start while another driver is on duty ends that period at the moment of the new start
 * (a handover); a driver starting on a second vehicle ends his period on the first. So the periods of
 * one vehicle never overlap, and neither do the periods of one driver.
 */
export interface Period {
  startedAt: Date;
  endedAt: Date | null;
}

/** When an open period started at `startedAt` closes by itself after `hours`. */
export function autoCloseAt(startedAt: Date, hours: number): Date {
  return new Date(startedAt.getTime() + hours * 3_600_000);
}

/** The end that counts: the recorded one, or for a period still open, its automatic close. */
export function effectiveEnd(period: Period, hours: number): Date {
  return period.endedAt ?? autoCloseAt(period.startedAt, hours);
}

/**
 * Whether a ticket's offence time falls in a period. Offence times are recorded to the minute, so a period
 * covers the minute it started in; it stops covering at its end (exclusive).
 */
export function covers(period: Period, at: Date, hours: number): boolean {
  const startMinute = Math.floor(period.startedAt.getTime() / 60_000) * 60_000;
  return startMinute <= at.getTime() && at.getTime() < effectiveEnd(period, hours).getTime();
}

/** Whether two periods overlap (a period ending at the instant the next starts does not overlap it). */
export function overlaps(a: Period, b: Period, hours: number): boolean {
  return a.startedAt < effectiveEnd(b, hours) && b.startedAt < effectiveEnd(a, hours);
}
