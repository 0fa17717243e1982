/**
 * Driving-offence points (Cap. 375): what counts is the total incurred within the last two years, and the
 * thresholds ahead of it. The numbers are parameters (the server's params module); this is the rule both
 * sides apply to them.
 */
export const DOP_CONSEQUENCES = ['WARNING_LETTER', 'IMPROVEMENT_COURSE', 'SUMMONS'] as const;
export type DopConsequence = (typeof DOP_CONSEQUENCES)[number];

export interface DopThreshold {
  points: number;
  consequence: DopConsequence;
}

export interface PointsEntry {
  /** YYYY-MM-DD, the offence's date. */
  date: string;
  points: number;
}

/** The first day of the window: `years` back from `today` (YYYY-MM-DD), the same day of the month. */
export function windowStart(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(y - years, m - 1, d));
  // 29 February back to a year without one: 1 March.
  return start.toISOString().slice(0, 10);
}

/** The points of the entries dated within the window (its first day included). */
export function pointsWithin(entries: readonly PointsEntry[], today: string, years: number): number {
  const from = windowStart(today, years);
  return entries.filter((e) => e.date >= from && e.date <= today).reduce((sum, e) => sum + e.points, 0);
}

/** Every threshold, each marked reached or not, with the points still to go. */
export function thresholdsFor(total: number, thresholds: readonly DopThreshold[]) {
  return [...thresholds]
    .sort((a, b) => a.points - b.points)
    .map((t) => ({ ...t, reached: total >= t.points, pointsToGo: Math.max(0, t.points - total) }));
}
