/**
 * The short code printed under each vehicle QR code (and shown on the vehicle's page), for a driver
 * whose phone cannot read the QR code to type instead (ADR 0047): 10 characters of an alphabet without
 * the look-alikes 0/O, 1/I/L, shown in two groups of five ("ABCDE-FGHJK"). Typed, it is read in any
 * case, with or without spaces and dashes. One rule on both sides: the server stores and looks up the
 * compact form, the web shows the grouped one.
 */

/** 31 symbols: the digits 2–9 and the letters A–Z without I, L and O. */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 10;
const GROUP = 5;

const COMPACT = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);
/** What a person may type between the characters: spaces (of any kind) and dashes (of any kind). */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]+/g;

/** The compact code a person typed ("abcde fghjk", "ABCDE-FGHJK"), or undefined if it cannot be one. */
export function readShortCode(typed: string): string | undefined {
  const compact = typed.replace(SEPARATORS, '').toUpperCase();
  return COMPACT.test(compact) ? compact : undefined;
}

/** The code as printed and shown: two groups of five joined by a dash. */
export function formatShortCode(code: string): string {
  return `${code.slice(0, GROUP)}-${code.slice(GROUP)}`;
}
