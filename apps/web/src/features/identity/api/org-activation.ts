import { orgActivatedSchema, orgInfoSchema } from '@eticket/domain/accounts/org.schemas';
import { request } from '../../../lib/api-client.ts';

const ORG = 'rest/users/api/v1/publ/activate/org';

export type OrgInfo = ReturnType<typeof orgInfoSchema.parse>;

/** The code of "the company has an administrator": replacing it needs a confirmation. */
export const ORG_ADMIN_EXISTS = 'ACC-E-0002';

/** Enterprise activation step 1: the company by its document; where the OTP goes. */
export async function postOrgInfo(docType: string, docNo: string): Promise<OrgInfo | null> {
  const result = await request<unknown>({
    method: 'POST',
    url: `${ORG}/info`,
    body: { docType, docNo },
    loading: true,
  });
  const parsed = orgInfoSchema.safeParse(result.data);
  return result.code === '0' && parsed.success ? parsed.data : null;
}

/** Step 3: the code makes the caller the company's administrator; the answer is left to the caller. */
export async function postOrgActivate(uuid: string, otp: string, confirmReplace: boolean) {
  const result = await request<unknown>({
    method: 'POST',
    url: `${ORG}/activate`,
    body: { uuid, otp, confirmReplace },
    loading: true,
    showError: false,
  });
  const parsed = orgActivatedSchema.safeParse(result.data);
  return { code: result.code, message: result.message, activated: parsed.success ? parsed.data : null };
}
