import type { Locale } from './locale.ts';

/**
 * Dates shown in Hong Kong time whatever the machine's time zone (servers often run in UTC, visitors'
 * browsers anywhere). Intl supplies the Hong Kong calendar fields; the wording is built here from fixed
 * tables so the output does not depend on the ICU data shipped with the runtime.
 */

export type DateForm = 'short' | 'long' | 'datetime';
export type DateInput = Date | string | number | null | undefined;

const HK_TIME_ZONE = 'Asia/Hong_Kong';
/** Hong Kong has kept UTC+8 without daylight saving since 1979; zone-less strings are read at this offset. */
const HK_OFFSET_MINUTES = 8 * 60;

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAYS_ZH = ['日', '一', '二', '三', '四', '五', '六'];

const hkParts = new Intl.DateTimeFormat('en-US', {
  timeZone: HK_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

// ISO 8601 date, optionally with time; an offset is only meaningful with a time.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Minutes east of UTC, or null for an offset no zone uses (over 14 h, or 60+ minutes). */
function offsetMinutesOf(zone: string | undefined): number | null {
  if (!zone) return HK_OFFSET_MINUTES;
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.replace(':', '');
  const [hours, minutes] = [Number(digits.slice(1, 3)), Number(digits.slice(3, 5))];
  if (hours > 14 || minutes > 59) return null;
  return (digits.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * Only ISO 8601 strings are accepted: other forms ('Nov 22 2026') are parsed by the engine in the
 * machine's zone, which is exactly what this module must not depend on.
 */
function parseIso(text: string): Date | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone] = m;
  const fields = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)] as const;
  const probe = new Date(0);
  probe.setUTCFullYear(fields[0], fields[1], fields[2]);
  probe.setUTCHours(fields[3], fields[4], fields[5], Number(frac.slice(0, 3).padEnd(3, '0')));
  // Date rolls 31 Feb into March; a field that changed means the input was not a real date or time.
  const real =
    probe.getUTCFullYear() === fields[0] &&
    probe.getUTCMonth() === fields[1] &&
    probe.getUTCDate() === fields[2] &&
    probe.getUTCHours() === fields[3] &&
    probe.getUTCMinutes() === fields[4] &&
    probe.getUTCSeconds() === fields[5];
  const offset = offsetMinutesOf(zone);
  return real && offset !== null ? new Date(probe.getTime() - offset * 60_000) : null;
}

/** Numbers are epoch milliseconds; 0 and 'undefined' are the spec's empty values, not 1 Jan 1970. */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === 0) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  return parseIso(value.trim());
}

interface HkFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

function hkFieldsOf(date: Date): HkFields | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = hkParts.formatToParts(date);
  } catch {
    return null; // outside the range Intl can format
  }
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day] = [field('year'), field('month'), field('day')];
  const weekdayProbe = new Date(0);
  weekdayProbe.setUTCFullYear(year, month - 1, day);
  return {
    year,
    month,
    day,
    hour: field('hour'),
    minute: field('minute'),
    weekday: weekdayProbe.getUTCDay(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * One style per language, the long form being the short one with the weekday (English spells the month,
 * as the spec's "DD MMM YYYY(ddd)" does). Spec section 9 fixes en DD/MM/YYYY and zh-cn YYYY-MM-DD; for
 * zh-hk we write dates as Hong Kong government Chinese pages do, 2026年1月5日, unpadded (ADR "one date
 * style per language").
 */
function shortForm(f: HkFields, locale: Locale): string {
  if (locale === 'zh-cn') return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
  if (locale === 'zh-hk') return `${f.year}年${f.month}月${f.day}日`;
  return `${pad(f.day)}/${pad(f.month)}/${pad(f.year, 4)}`;
}

function longForm(f: HkFields, locale: Locale): string {
  if (locale === 'zh-hk' || locale === 'zh-cn')
    return `${shortForm(f, locale)}(星期${WEEKDAYS_ZH[f.weekday]})`;
  return `${pad(f.day)} ${MONTHS_EN[f.month - 1]} ${pad(f.year, 4)}(${WEEKDAYS_EN[f.weekday]})`;
}

/** Formats a moment in Hong Kong time; anything that is not a real moment shows '-'. */
export function formatDate(value: DateInput, locale: Locale, form: DateForm = 'short'): string {
  const date = toDate(value);
  const fields = date && hkFieldsOf(date);
  if (!fields) return '-';
  if (form === 'long') return longForm(fields, locale);
  const short = shortForm(fields, locale);
  return form === 'datetime' ? `${short} ${pad(fields.hour)}:${pad(fields.minute)}` : short;
}

/** A month ('YYYY-MM') as the portal names it: "Mar 2026" in English, "2026年3月" in Chinese. */
export function formatMonth(month: string, locale: Locale): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  if (!(mon >= 1 && mon <= 12)) return '-';
  return locale === 'en' ? `${MONTHS_EN[mon - 1]} ${year}` : `${year}年${mon}月`;
}
