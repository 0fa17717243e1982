import type { Locale } from './locale.ts';
import { isoDateSchema } from './iso-date.ts';

/**
 * Dates typed into the portal's forms in the portal's own order per language, never the browser's: day
 * first in English and Traditional Chinese (dd/mm/yyyy, as Hong Kong writes it), year first in Simplified
 * Chinese (yyyy-mm-dd, as the portal shows dates there). Values travel as ISO 'YYYY-MM-DD'.
 */

const YEAR_FIRST: ReadonlySet<Locale> = new Set(['zh-cn']);

/** The pattern a date field asks for, shown beside it. */
export function dateEntryPattern(locale: Locale): string {
  return YEAR_FIRST.has(locale) ? 'yyyy-mm-dd' : 'dd/mm/yyyy';
}

const pad = (n: string) => n.padStart(2, '0');

/** An ISO date written in the field's pattern; '' for none or for anything that is not an ISO date. */
export function formatDateEntry(iso: string | undefined, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  return YEAR_FIRST.has(locale) ? `${year}-${month}-${day}` : `${day}/${month}/${year}`;
}

/**
 * What was typed, as an ISO date: the field's pattern (one-digit day and month, and '/', '-' or '.' as
 * separators, allowed), or a year-first date in any language; null when it is not a date that exists.
 */
export function parseDateEntry(text: string, locale: Locale): string | null {
  const parts = text
    .trim()
    .split(/[/.\-\s年月日]+/)
    .filter(Boolean);
  if (parts.length !== 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  const yearFirst = parts[0]!.length === 4 || (YEAR_FIRST.has(locale) && parts[2]!.length !== 4);
  const [year, month, day] = yearFirst ? parts : [parts[2]!, parts[1]!, parts[0]!];
  if (year!.length !== 4 || month!.length > 2 || day!.length > 2) return null;
  const iso = `${year}-${pad(month!)}-${pad(day!)}`;
  return isoDateSchema.safeParse(iso).success ? iso : null;
}
