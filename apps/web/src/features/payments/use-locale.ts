import { useTranslation } from 'react-i18next';
import { localeFromHeader, type Locale, type Localized } from '@eticket/domain/common/locale';

/** The portal locale of the language shown ('zh-HK' and 'zh-hk' read alike). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return localeFromHeader(i18n.resolvedLanguage ?? i18n.language);
}

export function pick(text: Localized, locale: Locale): string {
  return text[locale] || text.en;
}
