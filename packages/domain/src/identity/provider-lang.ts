import type { Locale } from '../common/locale.ts';

/** The identity providers speak BCP 47 with region: the portal's locale maps one to one. */
export const PROVIDER_LANGS = ['en-US', 'zh-HK', 'zh-CN'] as const;
export type ProviderLang = (typeof PROVIDER_LANGS)[number];

const BY_LOCALE: Record<Locale, ProviderLang> = { en: 'en-US', 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN' };
const BY_LANG: Record<ProviderLang, Locale> = { 'en-US': 'en', 'zh-HK': 'zh-hk', 'zh-CN': 'zh-cn' };

export function providerLangOf(locale: Locale): ProviderLang {
  return BY_LOCALE[locale];
}

/** Unknown values fall back to English, the portal's default language. */
export function localeOfProviderLang(lang: string | undefined): Locale {
  return (PROVIDER_LANGS as readonly string[]).includes(lang ?? '') ? BY_LANG[lang as ProviderLang] : 'en';
}
