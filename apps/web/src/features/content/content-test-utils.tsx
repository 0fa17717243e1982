import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@eticket/domain/common/locale';
import en from './locales/en.json';
import zhHk from './locales/zh-hk.json';
import zhCn from './locales/zh-cn.json';

/**
 * Renders a piece of the content feature on its own: the 'content' namespace in one language, a fresh
 * query client without retries, and a memory router at `url`.
 */
export function renderContent(
  ui: ReactNode,
  { url = '/', locale = 'en' }: { url?: string; locale?: Locale } = {},
) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    lowerCaseLng: true,
    initAsync: false,
    resources: { en: { content: en }, 'zh-hk': { content: zhHk }, 'zh-cn': { content: zhCn } },
    ns: ['content'],
    defaultNS: 'content',
    interpolation: { escapeValue: false },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
