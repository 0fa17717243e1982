import { DEFAULT_LOCALE, isLocale, type Locale } from '@eticket/domain/common/locale';
import { localeFromLangParam } from '@eticket/domain/common/language-param';

/** The spec's storage key, used for both local storage and the cookie. */
export const LANGUAGE_KEY = 'language';
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

const HTML_LANG: Record<Locale, string> = { en: 'en', 'zh-hk': 'zh-Hant-HK', 'zh-cn': 'zh-Hans-CN' };

/** The BCP 47 tag for `<html lang>`: screen readers pick their voice from it. */
export function htmlLangOf(locale: Locale): string {
  return HTML_LANG[locale];
}

function cookieLanguage(): string | undefined {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_KEY)?.[1];
}

function readLocalStorage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, policies): fall back to the cookie
  }
}

/** The language kept by the last visit: local storage, then the cookie, then en. */
export function storedLanguage(): Locale {
  const stored = readLocalStorage() ?? cookieLanguage();
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeLanguage(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // the cookie below still carries it
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_KEY}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Strict${secure}`;
}

/**
 * The language to start in: a `?lang=` parameter (zh-tc, zh-sc, anything else en) wins and is stored;
 * otherwise the stored one.
 */
export function initialLanguage(search: string): Locale {
  const lang = new URLSearchParams(search).get('lang');
  if (lang === null) return storedLanguage();
  const locale = localeFromLangParam(lang);
  storeLanguage(locale);
  return locale;
}

/** The URL without its `lang` parameter, so a later switch is not overridden on reload. */
export function withoutLangParam(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('lang');
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}
