import { loginUrlSchema, sessionTokensSchema } from '@eticket/domain/identity/login.schemas';
import { LONG_TIMEOUT_MS, request } from '../../../lib/api-client.ts';
import type { ProviderAnswer } from './exchange-login-code.ts';

const IAMS = 'rest/iams/api/v1/publ/iams';
/** Where iAM Smart sends the browser back after an ID authentication. */
export const AUTH_CALLBACK_URI = '/portal/iamsmart/authcallback';
/** Set before a second round trip when the user agreed to move this login to the account found. */
const REPLACE_KEY = 'eticket.registerConfirmReplace';

/** POST …/iams/re-auth with purpose REGISTER: the iAM Smart address for an ID authentication. */
export async function startIamSmartRegistration(confirmReplace: boolean): Promise<string | null> {
  if (confirmReplace) sessionStorage.setItem(REPLACE_KEY, 'Y');
  else sessionStorage.removeItem(REPLACE_KEY);
  const result = await request<unknown>({
    method: 'POST',
    url: `${IAMS}/re-auth`,
    body: { purpose: 'REGISTER', redirectURI: AUTH_CALLBACK_URI },
    loading: true,
    timeoutMs: LONG_TIMEOUT_MS,
  });
  const parsed = loginUrlSchema.safeParse(result.data);
  return result.code === '0' && parsed.success ? parsed.data.url : null;
}

/** POST …/iams/register: the approval links the blank account; a new session, or the refusal's code. */
export async function finishIamSmartRegistration(answer: ProviderAnswer) {
  const confirmReplace = sessionStorage.getItem(REPLACE_KEY) === 'Y';
  sessionStorage.removeItem(REPLACE_KEY);
  const result = await request<unknown>({
    method: 'POST',
    url: `${IAMS}/register`,
    body: { ...answer, confirmReplace },
    showError: false,
    timeoutMs: LONG_TIMEOUT_MS,
  });
  const parsed = sessionTokensSchema.safeParse(result.data);
  return { code: result.code, message: result.message, tokens: parsed.success ? parsed.data : null };
}
