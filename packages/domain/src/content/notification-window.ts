import { NOTIFICATION_LEVELS, type NotificationLevel } from './content.schemas.ts';

export interface NotificationWindow {
  startsAt: Date | string;
  endsAt: Date | string | null;
}

/**
 * Whether a notification is in force at `now`: from its start (inclusive) to its end (exclusive), and
 * without end when `endsAt` is null. An unreadable instant is treated as never in force, so a bad row
 * hides itself instead of showing forever.
 */
export function isInForce(window: NotificationWindow, now: Date): boolean {
  const start = new Date(window.startsAt).getTime();
  const end = window.endsAt === null ? Number.POSITIVE_INFINITY : new Date(window.endsAt).getTime();
  const t = now.getTime();
  if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(t)) return false;
  return start <= t && t < end;
}

/** Most severe first, then the most recently started, so a new warning is not buried under old news. */
export function compareNotifications(
  a: { level: NotificationLevel; startsAt: Date | string },
  b: { level: NotificationLevel; startsAt: Date | string },
): number {
  const bySeverity = NOTIFICATION_LEVELS.indexOf(a.level) - NOTIFICATION_LEVELS.indexOf(b.level);
  if (bySeverity !== 0) return bySeverity;
  return new Date(b.startsAt).getTime() - new Date(a.startsAt).getTime();
}
