import { orgInfoSchema } from '@eticket/domain/accounts/org.schemas';
import { request } from '../../../lib/api-client.ts';

/**
 * orgSendOtpInfo then the send: the re-authentication of a company administrator starts with the
 * organisation (a uuid comes back) and an OTP to the company's registered contact.
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
  const sent = await request<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/activate/org/send',
    body: { uuid: parsed.data.uuid },
    loading: true,
  });
  if (sent.code !== '0') return null;
  const display = parsed.data.contactMeansInd === 'E' ? parsed.data.email : parsed.data.phoneNo;
  return { uuid: parsed.data.uuid, display };
}
