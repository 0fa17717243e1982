import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@eticket/domain/common/locale';
import { TEXT_SCALE, useTextSize } from '../lib/text-size.ts';
import { decorativeIcons as icons } from '../components/ui/decorative-icons.tsx';
import { loadAntdLocale, useAntdLocale } from './antd-locale.ts';

// antd's default blue fails WCAG contrast on white; a darker primary passes AA.
const BRAND_BLUE = '#0958d9';
const BRAND_BLUE_HOVER = '#003eb3';
const BRAND_BLUE_ACTIVE = '#002c8c';
const ANTD_FONT_PX = 14;

/** Readers who ask their system for less motion get dialogs and menus without animation. */
const REDUCED_MOTION =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Widget settings that hold for the whole portal. Icons: antd's own announce English names in every
 * language, so each widget gets the silent copies. Buttons: antd puts a space between two Chinese
 * characters ("搜 尋"), which reads as two words; the labels are shown as written.
 */
const WIDGETS = {
  alert: {
    successIcon: icons.success,
    infoIcon: icons.info,
    warningIcon: icons.exclamation,
    errorIcon: icons.error,
  },
  modal: {
    successIcon: icons.success,
    infoIcon: icons.info,
    warningIcon: icons.exclamation,
    errorIcon: icons.error,
    closeIcon: icons.close,
  },
  drawer: { closeIcon: icons.close },
  select: { suffixIcon: icons.down, clearIcon: icons.clear },
  button: { autoInsertSpace: false, loadingIcon: icons.loading },
} as const;

/** antd's texts in `locale`, fetched beside the code of a page that draws antd widgets. */
export const prepareWidgetTexts = (locale: Locale) => loadAntdLocale(locale);

/**
 * antd's locale (follows the language) and theme (follows the text size) for what it wraps. Only the
 * pages and dialogs that draw antd widgets are wrapped (app/themed.tsx), so a page drawn in plain markup
 * (Home) downloads none of antd.
 */
export function WidgetTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const size = useTextSize();
  const antdLocale = useAntdLocale(i18n.language as Locale);
  const theme = useMemo(
    () => ({
      token: {
        colorPrimary: BRAND_BLUE,
        // antd derives a lighter blue for a hovered primary button, under which white text falls below
        // 4.5:1; hovered and pressed stay darker than the brand blue (WCAG 1.4.3 holds in every state).
        colorPrimaryHover: BRAND_BLUE_HOVER,
        colorPrimaryActive: BRAND_BLUE_ACTIVE,
        colorLink: BRAND_BLUE,
        fontSize: Math.round(ANTD_FONT_PX * TEXT_SCALE[size]),
        // One typeface for the page and the widgets: the stack in shell.css (with the Chinese fonts).
        fontFamily: 'inherit',
        motion: !REDUCED_MOTION,
      },
    }),
    [size],
  );
  return (
    <ConfigProvider locale={antdLocale} theme={theme} {...WIDGETS}>
      {children}
    </ConfigProvider>
  );
}
