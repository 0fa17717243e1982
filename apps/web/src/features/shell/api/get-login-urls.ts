import { LONG_TIMEOUT_MS, request } from '../../../lib/api-client.ts';

/** Where the providers send the browser back (spec section 2). */
export const IAM_SMART_REDIRECT = '/portal/iamsmart/logincallback';
export const SSO_REDIRECT = '/portal/sso/redirect';
/** The SSO level for users without an HKID card (spec section 6). */
export const NON_ID_SSO_LEVEL = '1';

function urlOf(data: { url?: unknown } | null): string | null {
  return typeof data?.url === 'string' && data.url !== '' ? data.url : null;
}

/** GET …/iams/login: the iAM Smart address to send the browser to, or null (the error was shown). */
export async function getIamSmartLoginUrl(source: string): Promise<string | null> {
  const result = await request<{ url?: string }>({
    url: 'rest/iams/api/v1/publ/iams/login',
    params: { source, redirectURI: IAM_SMART_REDIRECT },
    noToken: true,
    timeoutMs: LONG_TIMEOUT_MS,
    throttle: true,
    loading: true,
  });
  return result.code === '0' ? urlOf(result.data) : null;
}

/** GET …/sso/url: the Digital Services Logon address, or null (the error was shown). */
export async function getSsoLoginUrl(level: string = NON_ID_SSO_LEVEL): Promise<string | null> {
  const result = await request<{ url?: string }>({
    url: 'rest/users/api/v1/publ/sso/url',
    params: { redirectUri: SSO_REDIRECT, level },
    noToken: true,
    timeoutMs: LONG_TIMEOUT_MS,
    throttle: true,
    loading: true,
  });
  return result.code === '0' ? urlOf(result.data) : null;
}
