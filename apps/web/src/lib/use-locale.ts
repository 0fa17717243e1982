import { useTranslation } from 'react-i18next';
import { localeFromHeader, type Locale, type Localized } from '@eticket/domain/common/locale';

/**
 * The portal locale of the language shown. i18next may report 'zh-HK' for 'zh-hk', so the tag is read
 * the same way as an Accept-Language header.
 */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return localeFromHeader(i18n.resolvedLanguage ?? i18n.language);
}

/** The text of a three-language answer in the language shown. */
export function pick(text: Localized, locale: Locale): string {
  return text[locale] || text.en;
}
