import { orgInfoSchema } from '@eticket/domain/accounts/org.schemas';
import { request } from '../../../lib/api-client.ts';

/**
 * orgSendOtpInfo then the send: the re-authentication of a company administrator starts with the
 * organisation (a uuid comes back) and an OTP to the company's registered contact. The server hands back
 * the caller's open challenge when there is one: while its code is live, or no new one may be sent yet,
 * nothing is sent and the user goes on to enter the code already sent (the page shows the resend wait).
 */
export async function sendOrgOtp(orgId: string): Promise<{ uuid: string; display: string } | null> {
  const info = await request<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/activate/org/info',
    body: { orgId },
    loading: true,
  });
  const parsed = orgInfoSchema.safeParse(info.data);
  if (info.code !== '0' || !parsed.success) return null;
  const { uuid, codeValidSeconds, resendInSeconds, contactMeansInd, email, phoneNo } = parsed.data;
  const display = contactMeansInd === 'E' ? email : phoneNo;
  if (codeValidSeconds > 0 || resendInSeconds > 0) return { uuid, display };
  const sent = await request<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/activate/org/send',
    body: { uuid },
    loading: true,
  });
  return sent.code === '0' ? { uuid, display } : null;
}
