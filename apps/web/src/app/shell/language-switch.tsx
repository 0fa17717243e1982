import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@eticket/domain/common/locale';
import { changeLanguage } from '../../lib/i18n.ts';
import { htmlLangOf } from '../../lib/language.ts';

const NAME_KEYS: Record<Locale, string> = {
  en: 'language.switchToEn',
  'zh-hk': 'language.switchToZhHk',
  'zh-cn': 'language.switchToZhCn',
};

/**
 * antd's texts in the new language arrive before the switch, so no widget shows English for a moment. They
 * load on demand: the first page (Home) carries none of antd (ADR 0006). Offline, the switch goes ahead.
 */
function switchTo(locale: Locale): Promise<void> {
  return import('../antd-locale.ts')
    .then(({ loadAntdLocale }) => loadAntdLocale(locale))
    .then(
      () => changeLanguage(locale),
      () => changeLanguage(locale),
    );
}

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
            onClick={() => void switchTo(locale)}
          >
            {t(`language.${locale}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
