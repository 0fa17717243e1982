import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhHK from 'antd/locale/zh_HK';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@eticket/domain/common/locale';
import { TEXT_SCALE, useTextSize } from '../lib/text-size.ts';

const ANTD_LOCALES = { en: enUS, 'zh-hk': zhHK, 'zh-cn': zhCN } as const;

// antd's default blue fails WCAG contrast on white; a darker primary passes AA.
const BRAND_BLUE = '#0958d9';
const ANTD_FONT_PX = 14;

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Server state, antd's locale (follows the language) and theme (follows the text size). */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const size = useTextSize();
  const theme = useMemo(
    () => ({
      token: {
        colorPrimary: BRAND_BLUE,
        colorLink: BRAND_BLUE,
        fontSize: Math.round(ANTD_FONT_PX * TEXT_SCALE[size]),
      },
    }),
    [size],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[i18n.language as Locale] ?? enUS} theme={theme}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
