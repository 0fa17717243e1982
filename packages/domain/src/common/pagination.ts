/** Pagination and selection limits (specification sections 5 and 9). */

export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

const PAGER_MIN = 5;
const PAGER_MAX = 21;
const DEFAULT_PAGER_COUNT = 7;

function finiteNumberOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * The pager needs an odd count so the current page sits in the middle. Rather than reject a near miss,
 * a number is floored, an even one drops to the odd number below (8 → 7), and the result is clamped to
 * 5..21. Only a value that is not a number at all (absent, NaN, text) falls back to 7.
 */
export function normalisePagerCount(value: unknown): number {
  const n = finiteNumberOf(value);
  if (n === null) return DEFAULT_PAGER_COUNT;
  const whole = Math.floor(n);
  const odd = whole % 2 === 0 ? whole - 1 : whole;
  return Math.min(PAGER_MAX, Math.max(PAGER_MIN, odd));
}

/** A page size that is not a positive number falls back to the default rather than dividing by zero. */
function pageSizeOf(pageSize: number): number {
  const size = Number.isFinite(pageSize) ? Math.floor(pageSize) : 0;
  return size >= 1 ? size : DEFAULT_PAGE_SIZE;
}

/** At least 1, so an empty list still shows page 1 of 1. Negative or NaN totals count as 0. */
export function pageCount(total: number, pageSize: number): number {
  const items = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  return Math.max(1, Math.ceil(items / pageSizeOf(pageSize)));
}

export function clampPage(page: number, total: number, pageSize: number): number {
  if (Number.isNaN(page)) return 1;
  return Math.min(pageCount(total, pageSize), Math.max(1, Math.floor(page)));
}

export interface SelectionLimits {
  min?: number;
  max?: number;
}

/**
 * Whether ticking or unticking `value` keeps a checkbox group inside its limits. Distinct values are
 * counted, so a duplicated entry cannot let a user untick below the minimum.
 */
export function canToggle(selected: readonly string[], value: string, limits: SelectionLimits = {}): boolean {
  const { min = 0, max = Number.POSITIVE_INFINITY } = limits;
  const chosen = new Set(selected);
  if (chosen.has(value)) return chosen.size - 1 >= min;
  return chosen.size + 1 <= max;
}
