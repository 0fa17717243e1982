import type { Locale } from './locale.ts';

/**
 * The 'lang' query parameter uses the government sites' codes (zh-tc, zh-sc), not ours. Matched without
 * regard to case or surrounding spaces, since links are typed by hand; a repeated parameter uses the first.
 */
export function localeFromLangParam(lang: string | readonly string[] | null | undefined): Locale {
  const first = typeof lang === 'string' ? lang : lang?.[0];
  const code = first?.trim().toLowerCase();
  if (code === 'zh-sc') return 'zh-cn';
  if (code === 'zh-tc') return 'zh-hk';
  return 'en';
}

export type ProviderLang = 'en-US' | 'zh-HK' | 'zh-CN';

const PROVIDER_LANGS: Record<Locale, ProviderLang> = { en: 'en-US', 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN' };

/** The language code the identity and SSO providers expect on their redirect URL (spec section 7). */
export function providerLangOf(locale: Locale): ProviderLang {
  return PROVIDER_LANGS[locale] ?? 'en-US';
}
