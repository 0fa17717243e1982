import { sessionTokensSchema } from '@eticket/domain/identity/login.schemas';
import { otpSentSchema, otpTargetSchema } from '@eticket/domain/identity/otp.schemas';
import { request } from '../../../lib/api-client.ts';

const USERS = 'rest/users/api/v1/publ';

export type OtpTarget = ReturnType<typeof otpTargetSchema.parse>;
export type OtpSent = ReturnType<typeof otpSentSchema.parse>;

/** The code of an identity already used by another account's login (confirm to replace). */
export const IDENTITY_ALREADY_USED = 'IDN-E-0108';

/** Registration step 1: the document found at the Transport Department, and where the OTP will go. */
export async function postValidInfo(idType: string, idNo: string): Promise<OtpTarget | null> {
  const result = await request<unknown>({
    method: 'POST',
    url: `${USERS}/sso/valid-info`,
    body: { idType, idNo },
    loading: true,
  });
  const parsed = otpTargetSchema.safeParse(result.data);
  return result.code === '0' && parsed.success ? parsed.data : null;
}

/** Sends (or resends, after the interval) the code of a challenge; url is the step's send address. */
export async function postSendOtp(url: string, uuid: string): Promise<OtpSent | null> {
  const result = await request<unknown>({
    method: 'POST',
    url: `${USERS}/${url}`,
    body: { uuid },
    loading: true,
  });
  const parsed = otpSentSchema.safeParse(result.data);
  return result.code === '0' && parsed.success ? parsed.data : null;
}

/**
 * Registration step 3. The answer is left to the caller: an identity used elsewhere asks for a
 * confirmation rather than showing an error.
 */
export async function postValidateRegister(uuid: string, otp: string, confirmReplace: boolean) {
  const result = await request<unknown>({
    method: 'POST',
    url: `${USERS}/sso/otp-validate/register`,
    body: { uuid, otp, confirmReplace },
    loading: true,
    showError: false,
  });
  const parsed = sessionTokensSchema.safeParse(result.data);
  return { code: result.code, message: result.message, tokens: parsed.success ? parsed.data : null };
}
