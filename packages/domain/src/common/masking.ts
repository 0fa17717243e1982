/**
 * Display masking (specification section 5). The server applies these before personal data leaves it,
 * so a masked value never carries more than the rule allows.
 *
 * Lengths are counted in code points, not UTF-16 units, so a rare Chinese character outside the basic
 * plane still counts as one character and gets one star.
 */

const EMPTY_DISPLAY = '-';
const HAN = /\p{Script=Han}/u;

/**
 * The spec counts 0 and the string 'undefined' as empty: legacy back ends send them for "no value".
 * The string '0' is a real value (e.g. a code) and is not empty; NaN is treated like a missing number.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return value === 0 || Number.isNaN(value);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' || trimmed === 'undefined';
  }
  return false;
}

export function displayValue(value: unknown): string {
  return isEmptyValue(value) ? EMPTY_DISPLAY : String(value);
}

function charsOf(value: unknown): string[] | null {
  return isEmptyValue(value) ? null : Array.from(String(value).trim());
}

function stars(count: number): string {
  return '*'.repeat(Math.max(0, count));
}

/** Identity numbers are always longer than 4 characters, so the rule never shows a whole one. */
export function maskIdNo(value: unknown): string {
  const chars = charsOf(value);
  return chars ? chars.slice(0, 4).join('') + '****' : EMPTY_DISPLAY;
}

function maskWord(word: string): string {
  const [first = '', ...rest] = Array.from(word);
  return first + stars(rest.length);
}

/**
 * English names keep the surname (first word) and the initials of the other words. Chinese names are
 * written without spaces, so the same rule would show the whole name: they keep the surname character only.
 */
export function maskName(value: unknown): string {
  if (isEmptyValue(value)) return EMPTY_DISPLAY;
  const words = String(value).trim().split(/\s+/);
  const [first = '', ...rest] = words;
  if (rest.length === 0 && HAN.test(first)) return maskWord(first);
  return [first, ...rest.map(maskWord)].join(' ');
}

/** Keeps `head` and `tail` characters; values shorter than `minLength` show '-' (too short to mask safely). */
function maskMiddle(value: unknown, head: number, tail: number, minLength: number): string {
  const chars = charsOf(value);
  if (!chars || chars.length < minLength) return EMPTY_DISPLAY;
  const middle = chars.length - head - tail;
  return chars.slice(0, head).join('') + stars(middle) + chars.slice(chars.length - tail).join('');
}

export function maskPhone(value: unknown): string {
  return maskMiddle(value, 2, 2, 8);
}

export function maskEmail(value: unknown): string {
  return maskMiddle(value, 1, 3, 8);
}

/** A message's destination as shown: an e-mail address (channel EMAIL) or a phone number, masked. */
export function maskDestination(channel: string, destination: unknown): string {
  return channel === 'EMAIL' ? maskEmail(destination) : maskPhone(destination);
}

/**
 * Where a one-time password went: the mailbox hidden (its first character kept when it has more than one),
 * the domain shown, so that a person with several addresses knows which one to open.
 */
export function maskEmailKeepingDomain(value: unknown): string {
  const chars = charsOf(value);
  const at = chars ? chars.lastIndexOf('@') : -1;
  if (!chars || at < 1) return EMPTY_DISPLAY;
  const mailbox = chars.slice(0, at);
  const shown = mailbox.length > 1 ? mailbox[0]! + stars(mailbox.length - 1) : '*';
  return shown + chars.slice(at).join('');
}
