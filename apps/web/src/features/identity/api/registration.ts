import { otpSentSchema, otpTargetSchema } from '@eticket/domain/identity/otp.schemas';
import { request } from '../../../lib/api-client.ts';

const USERS = 'rest/users/api/v1/publ';

export type OtpTarget = ReturnType<typeof otpTargetSchema.parse>;
export type OtpSent = ReturnType<typeof otpSentSchema.parse>;

/** The code of an identity already used by another account's login (confirm to replace). */
export const IDENTITY_ALREADY_USED = 'IDN-E-0108';

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
