import { loginUrlSchema } from '@eticket/domain/identity/login.schemas';
import { LONG_TIMEOUT_MS, request } from '../api-client.ts';

/** Where the providers send the browser back after a login (spec section 2). */
export const IAM_SMART_REDIRECT = '/portal/iamsmart/logincallback';
export const SSO_REDIRECT = '/portal/sso/redirect';
/** The SSO level for users without an HKID card (spec section 6). */
export const NON_ID_SSO_LEVEL = '1';

/** Login addresses are fetched on a click; `throttle` drops a second click within a second. */
type LoginUrlOptions = { throttle?: boolean };

function urlOf(data: unknown): string | null {
  const parsed = loginUrlSchema.safeParse(data);
  return parsed.success && parsed.data.url !== '' ? parsed.data.url : null;
}

/** GET …/iams/login: the iAM Smart address to send the browser to, or null (the error was shown). */
export async function getIamSmartLoginUrl(
  source: string,
  { throttle = true }: LoginUrlOptions = {},
): Promise<string | null> {
  const result = await request<unknown>({
    url: 'rest/iams/api/v1/publ/iams/login',
    params: { source, redirectURI: IAM_SMART_REDIRECT },
    noToken: true,
    timeoutMs: LONG_TIMEOUT_MS,
    throttle,
    loading: true,
  });
  return result.code === '0' ? urlOf(result.data) : null;
}

/** GET …/sso/url: the Digital Services Logon address ('1' no ID, '2' ID card), or null (the error was shown). */
export async function getSsoLoginUrl(
  level: string = NON_ID_SSO_LEVEL,
  { throttle = true }: LoginUrlOptions = {},
): Promise<string | null> {
  const result = await request<unknown>({
    url: 'rest/users/api/v1/publ/sso/url',
    params: { redirectUri: SSO_REDIRECT, level },
    noToken: true,
    timeoutMs: LONG_TIMEOUT_MS,
    throttle,
    loading: true,
  });
  return result.code === '0' ? urlOf(result.data) : null;
}
