import { getIamSmartLoginUrl, getSsoLoginUrl } from '../../../lib/api/get-login-url.ts';

/**
 * The provider's login address for a direct login link: iAM Smart, or the Digital Services Logon (level
 * '1' no-ID or '2' ID card). Null when the server refused (its dialog shows). The page asks once, on
 * arrival, so no throttle applies.
 */
export async function getDirectLoginUrl(
  provider: 'iamsmart' | 'dsl',
  options: { source: string; level: '1' | '2' },
): Promise<string | null> {
  return provider === 'iamsmart'
    ? getIamSmartLoginUrl(options.source, { throttle: false })
    : getSsoLoginUrl(options.level, { throttle: false });
}
