const BADGE_CAP = 99;

/**
 * Text for an unread or unpaid badge: '' hides the badge (nothing to report), and the count is capped at
 * '99+' so it fits the dot. Counts may arrive as numeric strings; fractions are floored.
 */
export function formatBadgeCount(count: number | string | null | undefined): string {
  const n = typeof count === 'string' && count.trim() !== '' ? Number(count) : count;
  if (typeof n !== 'number' || Number.isNaN(n)) return '';
  const whole = Math.floor(n);
  if (whole <= 0) return '';
  return whole > BADGE_CAP ? `${BADGE_CAP}+` : String(whole);
}
