import { continueRegisterSchema, type ContinueRegister } from '@eticket/domain/identity/sso.schemas';
import { request } from '../../../lib/api-client.ts';

/**
 * GET …/sso/continueRegister: where the caller's registration stands (DONE, ID_INFO, OTP with the open
 * challenge, IAMSMART). A background read: a failure is silent and answers null.
 */
export async function getRegisterStep(): Promise<ContinueRegister | null> {
  const result = await request<unknown>({
    url: 'rest/users/api/v1/publ/sso/continueRegister',
    showError: false,
  });
  const parsed = continueRegisterSchema.safeParse(result.data);
  return result.code === '0' && parsed.success ? parsed.data : null;
}
