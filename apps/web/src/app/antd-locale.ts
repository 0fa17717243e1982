import { useEffect, useState } from 'react';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from '@eticket/domain/common/locale';
import { withChunkTimeout } from '../lib/lazy-chunk.ts';

/**
 * antd's own texts (pagination, dialogs, empty states) in the portal's language. English is antd's
 * built-in default; the Chinese ones download when first needed (start.ts asks for the starting one
 * before the first page renders), which keeps them off the first load of English readers.
 */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: AntdLocale }>> = {
  'zh-hk': withChunkTimeout(() => import('antd/es/locale/zh_HK')),
  'zh-cn': withChunkTimeout(() => import('antd/es/locale/zh_CN')),
};

const loaded = new Map<Locale, AntdLocale>([['en', enUS]]);

export function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  return LOADERS[locale as Exclude<Locale, 'en'>]().then(
    ({ default: antdLocale }) => {
      loaded.set(locale, antdLocale);
      return antdLocale;
    },
    () => enUS, // offline: antd's English beats no texts
  );
}

/** The antd locale for `locale`, English until the Chinese one has arrived. */
export function useAntdLocale(locale: Locale): AntdLocale {
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!loaded.has(locale)) void loadAntdLocale(locale).then(() => setVersion((v) => v + 1));
  }, [locale]);
  return loaded.get(locale) ?? enUS;
}
