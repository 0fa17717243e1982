import { orgInfoSchema } from '@eticket/domain/accounts/org.schemas';
import { request } from '../api-client.ts';

export type OrgInfo = ReturnType<typeof orgInfoSchema.parse>;

/**
 * POST …/activate/org/info: a company's OTP challenge (uuid, where the code goes, the open challenge's
 * timers). Activation names the company by its document; an administrator's re-authentication (switching
 * to the company's role) by its orgId. Null on failure (the request module has shown it).
 */
export async function postOrgInfo(
  company: { docType: string; docNo: string } | { orgId: string },
): Promise<OrgInfo | null> {
  const result = await request<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/activate/org/info',
    body: company,
    loading: true,
  });
  const parsed = orgInfoSchema.safeParse(result.data);
  return result.code === '0' && parsed.success ? parsed.data : null;
}

/**
 * The company activation's OTP page (route RegisterOtp) for an opened challenge, with what the page shows:
 * the masked contact, the company's name and whether it already has an administrator. Both ways into
 * activation (My account's "add a company", the registration wizard's company step) go there.
 */
export function companyOtpPathOf(info: OrgInfo): string {
  const query = new URLSearchParams({
    uuid: info.uuid,
    eContact: info.contactMeansInd === 'E' ? info.email : info.phoneNo,
    company: info.nameEng,
    hasAdministrator: info.hasAdministrator ? 'Y' : 'N',
  });
  return `/home/register/otp?${query}`;
}
