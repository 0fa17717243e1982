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
