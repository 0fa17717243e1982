import { sessionTokensSchema } from '@eticket/domain/identity/login.schemas';
import { otpIntervalSchema, otpTargetSchema } from '@eticket/domain/identity/otp.schemas';
import { request, type RequestOptions } from '../../../lib/api-client.ts';
import type { OtpTarget } from './registration.ts';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';

const USERS = 'rest/users/api/v1/publ';

/** The refusals of registration that lead to a page of their own rather than a dialog. */
export const REGISTER_CODES = {
  contactMissing: ERROR_CODES.CONTACT_MEANS_NOT_FOUND,
  noRecord: ERROR_CODES.NO_IDENTITY_RECORD,
  alreadyUsed: ERROR_CODES.IDENTITY_ALREADY_USED,
  alreadyLinked: ERROR_CODES.ACCOUNT_ALREADY_VERIFIED,
} as const;

/** The refusals of the document check that the general-info page turns into the next step. */
const DOCUMENT_PAGE_CODES = [
  REGISTER_CODES.contactMissing,
  REGISTER_CODES.noRecord,
  REGISTER_CODES.alreadyLinked,
];

/**
 * POST …/sso/valid-info: the record found at the Transport Department and where the code goes, or the
 * code of a refusal. The general-info page answers no record, no contact means and account already linked
 * itself (the default `handledCodes`); the blank-account page passes none, so every refusal shows the
 * request layer's dialog.
 */
export async function checkIdentityDocument(
  idType: string,
  idNo: string,
  handledCodes: readonly string[] = DOCUMENT_PAGE_CODES,
): Promise<{ code: string; target: OtpTarget | null }> {
  const result = await request<unknown>({
    method: 'POST',
    url: `${USERS}/sso/valid-info`,
    body: { idType, idNo },
    loading: true,
    handledCodes,
  });
  const parsed = otpTargetSchema.safeParse(result.data);
  return { code: result.code, target: result.code === '0' && parsed.success ? parsed.data : null };
}

/** POST …/sso/otp/interval: seconds before another code may be sent; null when none was sent yet. */
export async function getRegisterOtpInterval(uuid: string): Promise<number | null> {
  const result = await request<unknown>({
    method: 'POST',
    url: `${USERS}/sso/otp/interval`,
    body: { uuid },
    showError: false,
  });
  const parsed = otpIntervalSchema.safeParse(result.data);
  return result.code === '0' && parsed.success && parsed.data.remainingSeconds > 0
    ? parsed.data.remainingSeconds
    : null;
}

/**
 * POST …/sso/otp-validate/register: a new session, or IDN-E-0108 (identity used by another login) for the
 * confirmation page. By default wrong codes, limits and time-outs show the request layer's dialog; the
 * blank-account page answers every refusal itself (`showError: false`).
 */
export async function validateRegistration(
  uuid: string,
  otp: string,
  confirmReplace: boolean,
  options: Pick<RequestOptions, 'showError' | 'handledCodes'> = {
    handledCodes: [REGISTER_CODES.alreadyUsed, REGISTER_CODES.alreadyLinked],
  },
) {
  const result = await request<unknown>({
    method: 'POST',
    url: `${USERS}/sso/otp-validate/register`,
    body: { uuid, otp, confirmReplace },
    loading: true,
    ...options,
  });
  const parsed = sessionTokensSchema.safeParse(result.data);
  return {
    code: result.code,
    message: result.message,
    tokens: result.code === '0' && parsed.success ? parsed.data : null,
  };
}
