import { orgStatusSchema } from '@eticket/domain/accounts/org.schemas';
import { request } from '../../../lib/api-client.ts';

export type OrgStatus = ReturnType<typeof orgStatusSchema.parse>;

/** checkOrgStatus: whether the company's administrator is authenticated (body uid: the organisation id). */
export async function checkOrgStatus(orgId: string): Promise<OrgStatus | null> {
  const result = await request<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/org/profile/check',
    body: { uid: orgId },
    loading: true,
  });
  if (result.code !== '0') return null;
  const parsed = orgStatusSchema.safeParse(result.data);
  return parsed.success ? parsed.data : null;
}
