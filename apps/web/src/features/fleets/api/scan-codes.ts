import { ERROR_CODES } from '@eticket/domain/errors/error-codes';

/** Refusals of a scan the scanner page answers inline (a dialog would hide the camera). */
export const SCAN_REFUSALS = [
  ERROR_CODES.VEHICLE_NOT_FOUND,
  ERROR_CODES.QR_CODE_EXPIRED,
  ERROR_CODES.QR_CODE_INVALID,
  ERROR_CODES.DRIVER_NOT_ALLOWED,
  ERROR_CODES.NOT_ON_DUTY,
  ERROR_CODES.DUTY_IN_PROGRESS,
] as const;
