import { validateNoticeLookup, normaliseNoticeNo } from '@eticket/domain/tickets/notice-no';
import { normaliseVehicleNo, validateVehicleNo } from '@eticket/domain/vehicles/vehicle-no';
import { VALIDATION_MESSAGES } from '@eticket/domain/i18n/validation-messages';
import { translate, type MessageParams } from '@eticket/domain/i18n/translate';
import type { Locale } from '@eticket/domain/common/locale';

export interface LookupValues {
  noticeNo: string;
  vehicleNo: string;
}

/** Messages already in the user's language, per field. */
export type LookupErrors = Partial<Record<keyof LookupValues, string>>;

/** A validator's answer: a translation key and the values that fill it. */
export interface ValidationError {
  key: string;
  params?: MessageParams;
}
export type LookupErrorKeys = Partial<Record<keyof LookupValues, ValidationError>>;

/** The translation keys of what is wrong with the form (the domain's validators, as the server runs them). */
export function lookupErrorKeys(values: LookupValues): LookupErrorKeys {
  const errors: LookupErrorKeys = {};
  const notice = validateNoticeLookup(values.noticeNo);
  const vehicle = validateVehicleNo(values.vehicleNo);
  if (notice) errors.noticeNo = { key: notice };
  if (vehicle) errors.vehicleNo = vehicle;
  return errors;
}

/** A validation key in the user's language (the domain's message table). */
export function validationText(key: string, locale: Locale, params?: MessageParams): string {
  return translate(VALIDATION_MESSAGES, key, locale, params);
}

/** What is sent: spaces and case normalised the way the server reads them. */
export function normalisedLookup(values: LookupValues): LookupValues {
  return { noticeNo: normaliseNoticeNo(values.noticeNo), vehicleNo: normaliseVehicleNo(values.vehicleNo) };
}
