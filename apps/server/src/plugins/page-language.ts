import { parseCookie } from 'cookie';
import { isLocale, type Locale } from '@eticket/domain/common/locale';
import { localeFromLangParam } from '@eticket/domain/common/language-param';

/** The spec's name for the cookie (and local storage key) that keeps the chosen language. */
export const LANGUAGE_COOKIE = 'language';

/** A language tag of Accept-Language to the portal's language; a tag that is none of them gives nothing. */
function localeOfTag(tag: string): Locale | undefined {
  const [language, ...rest] = tag.toLowerCase().split('-');
  if (language === 'en') return 'en';
  if (language !== 'zh') return undefined;
  const subtags = new Set(rest);
  if (['hans', 'cn', 'sg'].some((s) => subtags.has(s))) return 'zh-cn';
  // zh-Hant, zh-HK, zh-TW, zh-MO and a bare zh: Traditional, the script of Hong Kong.
  return 'zh-hk';
}

/** The first language of the header, by its q weight, that the portal offers. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

export interface PageLanguageSources {
  /** The request's Cookie header. */
  cookie?: string | undefined;
  /** The `lang` query parameter (zh-tc, zh-sc, anything else en). */
  lang?: string | string[] | undefined;
  acceptLanguage?: string | undefined;
}

/**
 * The language a page is sent in, as the browser will choose it once its scripts run (web's start.ts):
 * a `?lang=` link first (the browser stores it over the earlier choice), then the `language` cookie
 * written with every choice, then the browser's Accept-Language, then English.
 */
export function pageLanguage({ cookie, lang, acceptLanguage }: PageLanguageSources): Locale {
  if (lang !== undefined) return localeFromLangParam(lang);
  const chosen = cookie ? parseCookie(cookie)[LANGUAGE_COOKIE] : undefined;
  if (isLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(acceptLanguage) ?? 'en';
}
