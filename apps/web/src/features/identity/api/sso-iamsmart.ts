import { loginUrlSchema, sessionTokensSchema } from '@eticket/domain/identity/login.schemas';
import { LONG_TIMEOUT_MS, request } from '../../../lib/api-client.ts';
import type { ProviderAnswer } from './exchange-login-code.ts';
import { REGISTER_CODES } from './register-identity.ts';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';

const USERS = 'rest/users/api/v1/publ';
/** Where iAM Smart sends the browser back after the users service's ID authentication. */
export const REAUTH_CALLBACK_URI = '/portal/iamsmart/reauthcallback';
/** Set before the round trip when the user agreed to move this login to the account found. */
const REPLACE_KEY = 'eticket.reauthConfirmReplace';

/** The refusals the re-auth callback page answers itself (the rest show the request layer's dialog). */
export const REAUTH_CODES = {
  ...REGISTER_CODES,
  cancelled: ERROR_CODES.AUTH_CANCELLED,
  failed: ERROR_CODES.AUTH_FAILED,
} as const;

/** POST …/sso/iamSmart/login: the iAM Smart address for an ID authentication of this blank account. */
export async function startSsoIamSmart(confirmReplace: boolean): Promise<string | null> {
  if (confirmReplace) sessionStorage.setItem(REPLACE_KEY, 'Y');
  else sessionStorage.removeItem(REPLACE_KEY);
  const result = await request<unknown>({
    method: 'POST',
    url: `${USERS}/sso/iamSmart/login`,
    body: { redirectURI: REAUTH_CALLBACK_URI },
    loading: true,
    timeoutMs: LONG_TIMEOUT_MS,
  });
  const parsed = loginUrlSchema.safeParse(result.data);
  return result.code === '0' && parsed.success ? parsed.data.url : null;
}

/** POST …/sso/iamSmart/register: the approval links the blank account; a new session, or the code. */
export async function finishSsoIamSmart(answer: ProviderAnswer) {
  const confirmReplace = sessionStorage.getItem(REPLACE_KEY) === 'Y';
  sessionStorage.removeItem(REPLACE_KEY);
  const result = await request<unknown>({
    method: 'POST',
    url: `${USERS}/sso/iamSmart/register`,
    body: { ...answer, confirmReplace },
    timeoutMs: LONG_TIMEOUT_MS,
    handledCodes: Object.values(REAUTH_CODES),
  });
  const parsed = sessionTokensSchema.safeParse(result.data);
  return { code: result.code, tokens: result.code === '0' && parsed.success ? parsed.data : null };
}
