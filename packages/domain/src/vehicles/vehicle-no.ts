/**
 * Hong Kong registration marks (hk-facts "Registration marks"): up to 8 characters of letters (never I,
 * O or Q, which read as 1 and 0) and digits; a space counts as a character but never two in a row; at
 * most 4 of the same character in a row.
 */

export type VehicleNoError =
  'validation.vehicleNo.required' | 'validation.vehicleNo.ioq' | 'validation.vehicleNo.incorrect';

const MAX_LENGTH = 8;
const IOQ = /[IOQ]/;
const ALLOWED = /^[A-HJ-NPR-Z0-9 ]+$/;
const FIVE_IN_A_ROW = /(.)\1{4}/;

/**
 * Inner spaces are part of the mark ('AB 1' and 'AB1' are different marks), so only the ends are trimmed.
 */
export function normaliseVehicleNo(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

function followsMarkRules(mark: string): boolean {
  return (
    mark.length >= 1 &&
    mark.length <= MAX_LENGTH &&
    ALLOWED.test(mark) &&
    !mark.includes('  ') &&
    mark === mark.trim() &&
    !FIVE_IN_A_ROW.test(mark) &&
    /[A-Z0-9]/.test(mark)
  );
}

/**
 * I/O/Q is checked before the general rule so the user gets the specific message, the most common
 * mistake, even when the mark is wrong in other ways too.
 */
export function validateVehicleNo(value: string | null | undefined): VehicleNoError | null {
  const mark = normaliseVehicleNo(value);
  if (mark === '') return 'validation.vehicleNo.required';
  if (IOQ.test(mark)) return 'validation.vehicleNo.ioq';
  return followsMarkRules(mark) ? null : 'validation.vehicleNo.incorrect';
}
