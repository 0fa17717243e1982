import type { MessageParams } from '../i18n/translate.ts';

/**
 * Hong Kong registration marks (hk-facts "Registration marks"): up to 8 characters of letters (never I,
 * O or Q, which read as 1 and 0) and digits, at most 4 of the same character in a row. The plate shows
 * a space ("AB 1234") but the register does not tell marks apart by spacing or case, so neither do we:
 * a mark is identified by its letters and digits alone, stored and compared in that form (ADR
 * "registration marks match without spaces").
 */

export type VehicleNoErrorKey =
  'validation.vehicleNo.required' | 'validation.vehicleNo.ioq' | 'validation.vehicleNo.incorrect';

/** A validator's answer: a translation key and what fills its placeholders. */
export interface VehicleNoError {
  key: VehicleNoErrorKey;
  params?: MessageParams;
}

const MAX_LENGTH = 8;
const IOQ = /[IOQ]/;
const ALLOWED = /^[A-HJ-NPR-Z0-9]+$/;
const FIVE_IN_A_ROW = /(.)\1{4}/;

/**
 * The mark as the register knows it: upper case, every space dropped ("ab 1234" and "AB1234" are one
 * mark). Every look-up, filter and stored ticket goes through this, so a mark typed as printed matches.
 */
export function normaliseVehicleNo(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

/**
 * I/O/Q is checked before the general rule so the user gets the specific message, naming the first
 * letter at fault, the most common mistake, even when the mark is wrong in other ways too.
 */
export function validateVehicleNo(value: string | null | undefined): VehicleNoError | null {
  const mark = normaliseVehicleNo(value);
  if (mark === '') return { key: 'validation.vehicleNo.required' };
  const wrongLetter = IOQ.exec(mark)?.[0];
  if (wrongLetter) return { key: 'validation.vehicleNo.ioq', params: { letter: wrongLetter } };
  const follows = mark.length <= MAX_LENGTH && ALLOWED.test(mark) && !FIVE_IN_A_ROW.test(mark);
  return follows ? null : { key: 'validation.vehicleNo.incorrect' };
}
