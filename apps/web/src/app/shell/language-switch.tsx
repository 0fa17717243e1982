import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@eticket/domain/common/locale';
import { changeLanguage } from '../../lib/i18n.ts';
import { htmlLangOf } from '../../lib/language.ts';
import { loadAntdLocale } from '../antd-locale.ts';

const NAME_KEYS: Record<Locale, string> = {
  en: 'language.switchToEn',
  'zh-hk': 'language.switchToZhHk',
  'zh-cn': 'language.switchToZhCn',
};

/**
 * Buttons for the two other languages, each labelled in its own language (and marked with its `lang` so
 * a screen reader pronounces it right), as GovHK sites do.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Locale;
  return (
    <ul className={`language-switch ${className ?? ''}`} aria-label={t('header.language')}>
      {LOCALES.filter((locale) => locale !== current).map((locale) => (
        <li key={locale}>
          <button
            type="button"
            className="link-button"
            lang={htmlLangOf(locale)}
            aria-label={t(NAME_KEYS[locale], { lng: locale })}
            onClick={() => void loadAntdLocale(locale).then(() => changeLanguage(locale))}
          >
            {t(`language.${locale}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
