/** The three languages of the portal; en is the default (spec section 1). */
export const LOCALES = ['en', 'zh-hk', 'zh-cn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** A text in each of the three languages. */
export type Localized = Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the portal locale from an Accept-Language header or stored value.
 * Accepts our own codes and the usual BCP 47 spellings (zh-HK, zh-TW, zh-Hant, zh-CN, zh-Hans, zh).
 */
export function localeFromHeader(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh-hk' || tag === 'zh-tw' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-hk';
    if (tag === 'zh-cn' || tag === 'zh-sg' || tag === 'zh' || tag.startsWith('zh-hans')) return 'zh-cn';
  }
  return DEFAULT_LOCALE;
}
