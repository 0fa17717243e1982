/**
 * Notice numbers. The spec only says lookup asks for the first 8 characters, so the format is our
 * decision: a notice no is 9 characters, an 8-digit serial followed by one check character. The check
 * character is (Σ digit × weight) mod 11 with weights 9, 8, …, 2 over the serial; remainder 10 is written
 * 'A', any other remainder as its digit. It catches every single-digit slip and adjacent swap, so a
 * mistyped full number is refused before any lookup.
 */

export const NOTICE_SERIAL_LENGTH = 8;
export const NOTICE_NO_LENGTH = 9;

export type NoticeLookupError = 'validation.noticeNo.required' | 'validation.noticeNo.incorrect';

const SERIAL = /^\d{8}$/;

/** Trim, upper-case and drop spaces: numbers are read off paper and SMS, often grouped with spaces. */
export function normaliseNoticeNo(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

/** The check character for an 8-digit serial, or null when the serial is not 8 digits. */
export function noticeCheckChar(serial: string): string | null {
  if (!SERIAL.test(serial)) return null;
  let sum = 0;
  for (let i = 0; i < NOTICE_SERIAL_LENGTH; i++) sum += Number(serial[i]) * (9 - i);
  const remainder = sum % 11;
  return remainder === 10 ? 'A' : String(remainder);
}

/** True for a full 9-character notice no whose check character matches its serial. */
export function isValidNoticeNo(value: string | null | undefined): boolean {
  const s = normaliseNoticeNo(value);
  if (s.length !== NOTICE_NO_LENGTH) return false;
  const check = noticeCheckChar(s.slice(0, NOTICE_SERIAL_LENGTH));
  return check !== null && check === s.slice(NOTICE_SERIAL_LENGTH);
}

/** The serial of a lookup entry (serial alone, or a valid full number), or null when it is neither. */
export function noticeSerialOf(value: string | null | undefined): string | null {
  const s = normaliseNoticeNo(value);
  if (s.length === NOTICE_SERIAL_LENGTH) return SERIAL.test(s) ? s : null;
  return isValidNoticeNo(s) ? s.slice(0, NOTICE_SERIAL_LENGTH) : null;
}

export function validateNoticeLookup(value: string | null | undefined): NoticeLookupError | null {
  if (normaliseNoticeNo(value) === '') return 'validation.noticeNo.required';
  return noticeSerialOf(value) === null ? 'validation.noticeNo.incorrect' : null;
}
