import { normaliseNoticeNo, validateNoticeLookup } from '@eticket/domain/tickets/notice-no';
import { normaliseVehicleNo, validateVehicleNo } from '@eticket/domain/vehicles/vehicle-no';
import { VALIDATION_MESSAGES } from '@eticket/domain/i18n/validation-messages';
import { translate } from '@eticket/domain/i18n/translate';
import type { Locale } from '@eticket/domain/common/locale';
import type { MessageCheckBody } from '@eticket/domain/messages/message-check.schemas';

export type CheckMode = 'text' | 'fields';

export interface CheckValues {
  text: string;
  sender: string;
  noticeNo: string;
  vehicleNo: string;
}

export type CheckField = keyof CheckValues;
/** What is wrong, per field: a translation key of the messages namespace, or a text already translated. */
export type CheckErrors = Partial<Record<CheckField, { key: string } | { text: string }>>;

/** The form's own checks, the domain's validators for the ticket numbers (as the look-up runs them). */
export function checkErrors(mode: CheckMode, values: CheckValues, locale: Locale): CheckErrors {
  const errors: CheckErrors = {};
  if (mode === 'text') {
    if (values.text.trim() === '') errors.text = { key: 'check.textRequired' };
    return errors;
  }
  if (values.sender.trim() === '') errors.sender = { key: 'check.senderRequired' };
  const notice = validateNoticeLookup(values.noticeNo);
  if (notice) errors.noticeNo = { text: translate(VALIDATION_MESSAGES, notice, locale) };
  const vehicle = validateVehicleNo(values.vehicleNo);
  if (vehicle)
    errors.vehicleNo = { text: translate(VALIDATION_MESSAGES, vehicle.key, locale, vehicle.params) };
  return errors;
}

/** The request body of the mode, normalised the way the server reads it. */
export function checkBodyOf(mode: CheckMode, values: CheckValues, captcha: string): MessageCheckBody {
  if (mode === 'text') {
    const sender = values.sender.trim();
    return { text: values.text, ...(sender ? { sender } : {}), captcha };
  }
  return {
    sender: values.sender.trim(),
    noticeNo: normaliseNoticeNo(values.noticeNo),
    vehicleNo: normaliseVehicleNo(values.vehicleNo),
    captcha,
  };
}
