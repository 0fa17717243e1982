import { validateNoticeLookup, normaliseNoticeNo } from '@eticket/domain/tickets/notice-no';
import { normaliseVehicleNo, validateVehicleNo } from '@eticket/domain/vehicles/vehicle-no';
import { VALIDATION_MESSAGES } from '@eticket/domain/i18n/validation-messages';
import { translate } from '@eticket/domain/i18n/translate';
import type { Locale } from '@eticket/domain/common/locale';

export interface LookupValues {
  noticeNo: string;
  vehicleNo: string;
}

export type LookupErrors = Partial<Record<keyof LookupValues, string>>;

/** The translation keys of what is wrong with the form (the domain's validators, as the server runs them). */
export function lookupErrorKeys(values: LookupValues): LookupErrors {
  const errors: LookupErrors = {};
  const notice = validateNoticeLookup(values.noticeNo);
  const vehicle = validateVehicleNo(values.vehicleNo);
  if (notice) errors.noticeNo = notice;
  if (vehicle) errors.vehicleNo = vehicle;
  return errors;
}

/** A validation key in the user's language (the domain's message table). */
export function validationText(key: string, locale: Locale): string {
  return translate(VALIDATION_MESSAGES, key, locale);
}

/** What is sent: spaces and case normalised the way the server reads them. */
export function normalisedLookup(values: LookupValues): LookupValues {
  return { noticeNo: normaliseNoticeNo(values.noticeNo), vehicleNo: normaliseVehicleNo(values.vehicleNo) };
}
