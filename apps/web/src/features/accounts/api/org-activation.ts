import { orgActivatedSchema } from '@eticket/domain/accounts/org.schemas';
import { request } from '../../../lib/api-client.ts';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';

const ORG = 'rest/users/api/v1/publ/activate/org';

/** The code of "the company has an administrator": replacing it needs a confirmation. */
export const ORG_ADMIN_EXISTS = ERROR_CODES.ORG_ADMIN_EXISTS;

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
