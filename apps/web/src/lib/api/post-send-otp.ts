import { otpSentSchema } from '@eticket/domain/identity/otp.schemas';
import { request } from '../api-client.ts';

export type OtpSent = ReturnType<typeof otpSentSchema.parse>;

/**
 * Sends (or resends, after the interval) the code of a challenge; `url` is the step's send address under
 * rest/users/api/v1/publ ('sso/otp-send', 'activate/org/send', 'activate/org/unBindOrg'). Null on failure
 * (the request module has shown it).
 */
export async function postSendOtp(url: string, uuid: string): Promise<OtpSent | null> {
  const result = await request<unknown>({
    method: 'POST',
    url: `rest/users/api/v1/publ/${url}`,
    body: { uuid },
    loading: true,
  });
  const parsed = otpSentSchema.safeParse(result.data);
  return result.code === '0' && parsed.success ? parsed.data : null;
}
