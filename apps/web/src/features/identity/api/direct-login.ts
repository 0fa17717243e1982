import { loginUrlSchema } from '@eticket/domain/identity/login.schemas';
import { LONG_TIMEOUT_MS, request } from '../../../lib/api-client.ts';

/** Where the providers send the browser back after a login (spec section 2). */
const IAM_SMART_REDIRECT = '/portal/iamsmart/logincallback';
const SSO_REDIRECT = '/portal/sso/redirect';

/**
 * The provider's login address for a direct login link: GET …/iams/login (iAM Smart) or GET …/sso/url
 * (Digital Services Logon, level '1' no-ID or '2' ID card). Null when the server refused (its dialog shows).
 * The shell's login dialog makes the same two calls; features do not import each other, hence this file.
 */
export async function getDirectLoginUrl(
  provider: 'iamsmart' | 'dsl',
  options: { source: string; level: '1' | '2' },
): Promise<string | null> {
  const common = { noToken: true, timeoutMs: LONG_TIMEOUT_MS, loading: true } as const;
  const result = await request<unknown>(
    provider === 'iamsmart'
      ? {
          ...common,
          url: 'rest/iams/api/v1/publ/iams/login',
          params: { source: options.source, redirectURI: IAM_SMART_REDIRECT },
        }
      : {
          ...common,
          url: 'rest/users/api/v1/publ/sso/url',
          params: { redirectUri: SSO_REDIRECT, level: options.level },
        },
  );
  const parsed = loginUrlSchema.safeParse(result.data);
  return result.code === '0' && parsed.success ? parsed.data.url : null;
}
