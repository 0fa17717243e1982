/** The longest period one export may cover, from and to inclusive (spec section 9). */
export const EXPORT_MAX_DAYS = 31;
/** Export tasks one user may create a day (spec section 9); the parameter EXPORT_TASKS_PER_DAY may change it. */
export const EXPORT_TASKS_PER_DAY = 3;

const DAY_MS = 86_400_000;

/** Days covered by an inclusive ISO date range, or null when either date is malformed or to < from. */
export function daysInRange(from: string, to: string): number | null {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return null;
  return Math.round((b - a) / DAY_MS) + 1;
}

/** The last `days` days up to `today` (ISO dates), the default export period. */
export function lastDays(today: string, days = EXPORT_MAX_DAYS): { from: string; to: string } {
  const end = Date.parse(`${today}T00:00:00Z`);
  return { from: new Date(end - (days - 1) * DAY_MS).toISOString().slice(0, 10), to: today };
}

/** Today's date in Hong Kong (UTC+8, no daylight saving). */
export function hongKongToday(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The first and last day of a month ('YYYY-MM'): an export of that month, never more than 31 days. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month of `today` and the `count` months before it, newest first ('YYYY-MM'). */
export function recentMonths(today: string, count: number): string[] {
  const [year, mon] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count + 1 }, (_, i) =>
    new Date(Date.UTC(year, mon - 1 - i, 1)).toISOString().slice(0, 7),
  );
}
