import type { ResourceKey } from 'i18next';
import type { Locale } from '@eticket/domain/common/locale';
import { addCommonTexts } from './i18n.ts';

// The common texts' page titles and My account summaries (routes.*, routeSummaries.*) of every language,
// split from the locale files at build (locale-sections.ts).
const files = import.meta.glob<ResourceKey>('../locales/*.json', {
  eager: true,
  query: '?route-texts',
  import: 'default',
});

/**
 * Puts the page titles and summaries into the common namespace. The route table calls it when it loads,
 * so these texts, which grow with every area, are not part of Home's first visit (ADR 0039).
 */
export function addRouteTexts(): void {
  addCommonTexts(
    Object.fromEntries(
      Object.entries(files).map(([path, texts]) => [/([\w-]+)\.json/.exec(path)![1] as Locale, texts]),
    ),
  );
}
