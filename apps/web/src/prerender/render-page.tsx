import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import i18next from 'i18next';
import type { Locale } from '@eticket/domain/common/locale';
import { loadAntdLocale } from '../app/antd-locale.ts';
import { Providers } from '../app/providers.tsx';
import { BASENAME, buildRoutes } from '../app/router.tsx';
import { FEATURE_NAMESPACES, initI18n } from '../lib/i18n.ts';
import { htmlLangOf } from '../lib/language.ts';
import { queryClient } from '../lib/query-client.ts';
import { PAGE_DATA_ID, seedPageData, type PageData } from '../lib/page-data.ts';
import { homeNotificationsQueryOptions } from '../features/content/api/get-home-notifications.ts';
import type { SystemNotification } from '@eticket/domain/content/content.schemas';
import { isRouteHandle } from '../lib/route-handle.ts';
import { registerRoutes } from '../lib/route-registry.ts';
import { pageRoutes, routeEntries } from '../app/page-routes.ts';

/**
 * The pages a visitor reaches first (from an SMS or e-mail ticket, a search engine, the footer), rendered
 * at build time in each language so they are readable before the scripts arrive (ADR 0023). `module` is
 * the page's source file and `namespace` its texts: the build writes the page's stylesheets into it, so
 * it does not move when its script hydrates it. `plain` marks a page drawn without the widget theme
 * (app/themed.tsx); `drawnByScript` one whose content its script draws (the ticket's details): only its
 * HTML preloads the page's code (ADR 0041).
 */
export const PRERENDERED_PAGES = [
  { path: '/', module: 'src/features/content/pages/home-page.tsx', namespace: 'content', plain: true },
  {
    path: '/ticket/search',
    module: 'src/features/tickets/pages/ticket-search-page.tsx',
    namespace: 'tickets',
  },
  // Reached from the search's result: its HTML is the page in its loading state (the ticket is in the
  // visitor's session storage), with the page's code preloaded, so the facts show as soon as it hydrates.
  {
    path: '/ticket/details',
    module: 'src/features/tickets/pages/ticket-details-page.tsx',
    namespace: 'tickets',
    plain: true,
    drawnByScript: true,
  },
  {
    path: '/ticket-information',
    module: 'src/features/content/pages/ticket-information-page.tsx',
    namespace: 'content',
  },
  { path: '/resources', module: 'src/features/content/pages/resources-page.tsx', namespace: 'content' },
  { path: '/home/notice', module: 'src/features/content/pages/notice-page.tsx', namespace: 'content' },
  {
    path: '/home/privacy-policy',
    module: 'src/features/content/pages/privacy-policy-page.tsx',
    namespace: 'content',
  },
  { path: '/home/site-map', module: 'src/features/content/pages/site-map-page.tsx', namespace: 'content' },
] as const;

export interface RenderedPage {
  /** The markup of the root element's content. */
  html: string;
  /** antd's styles for that markup, as `<style>` elements for the head. */
  styles: string;
  title: string;
  htmlLang: string;
}

// The pages that read the route table (the site map, the account hub) render from it here as in the
// browser, where the router registers it before the first render.
registerRoutes(routeEntries);
const handler = createStaticHandler(buildRoutes(pageRoutes), { basename: BASENAME });

/**
 * Renders `path` as a logged-out visitor sees it in `locale` before any answer from the server: texts and
 * widgets in place, server data (notices, news, FAQs, footer links) in the loading state the browser also
 * starts from, so the browser's first render matches this markup and adopts it (hydration).
 */
export async function renderPage(path: string, locale: Locale, data: PageData = []): Promise<RenderedPage> {
  initI18n(locale);
  await i18next.changeLanguage(locale);
  await i18next.loadNamespaces(FEATURE_NAMESPACES);
  await loadAntdLocale(locale);

  const context = await handler.query(new Request(`http://localhost${BASENAME}${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  // Nothing comes from the server at build time: the page shows what the browser shows while it asks,
  // apart from what the server hands over when it renders the page itself.
  queryClient.clear();
  seedPageData(queryClient, data);

  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const { prelude } = await prerender(
    <StrictMode>
      <StyleProvider cache={cache}>
        <Providers>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StyleProvider>
    </StrictMode>,
    // One piece: a boundary larger than React's default chunk would be sent apart, to be put in place by
    // a script, and this HTML must read without scripts.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();

  const handle = context.matches.map((match) => match.route.handle).findLast(isRouteHandle);
  const t = i18next.getFixedT(locale);
  const title = handle ? `${t(handle.titleKey)}${t('titleSeparator')}${t('siteName')}` : t('siteName');
  return { html, styles: extractStyle(cache), title, htmlLang: htmlLangOf(locale) };
}

/** Where the build marks the parts of a prerendered file that the server replaces when it renders the page. */
export const MARKS = {
  styles: ['<!--page-styles-->', '<!--/page-styles-->'],
  root: ['<!--page-root-->', '<!--/page-root-->'],
} as const;

const between = ([open, close]: readonly [string, string], body: string) => `${open}${body}${close}`;

/** The root element holding the page (with what the browser checks before adopting it, hydrate.ts). */
function rootElement(page: RenderedPage, locale: Locale, path: string): string {
  return `<div id="root" data-prerendered="${locale}" data-path="${path}">${page.html}</div>`;
}

/** The root element and the styles it needs, marked for the server (see renderHomeWithNotices). */
export function markedParts(page: RenderedPage, locale: Locale, path: string) {
  return {
    styles: between(MARKS.styles, page.styles),
    root: between(MARKS.root, rootElement(page, locale, path)),
  };
}

function replaceMarked(html: string, marks: readonly [string, string], body: string): string {
  const start = html.indexOf(marks[0]);
  const end = html.indexOf(marks[1]);
  if (start < 0 || end < start) throw new Error(`the page has no ${marks[0]}`);
  return html.slice(0, start) + between(marks, body) + html.slice(end + marks[1].length);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Home with the system notices in force, rendered by the server when there are any (the build cannot know
 * them, and arriving after the page they would push it down): `prerendered` is the build's file for the
 * page, whose root and styles are replaced, and the notices travel with the page for its hydration.
 * One render at a time: the language and the cache are the bundle's own single instances.
 */
export function renderHomeWithNotices(
  prerendered: string,
  locale: Locale,
  notices: SystemNotification[],
): Promise<string> {
  const data: PageData = [[homeNotificationsQueryOptions().queryKey, notices]];
  const render = queue.then(async () => {
    const page = await renderPage('/', locale, data);
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    let html = replaceMarked(prerendered, MARKS.styles, page.styles);
    html = replaceMarked(html, MARKS.root, rootElement(page, locale, '/'));
    return html.replace(
      MARKS.root[1],
      () => `${MARKS.root[1]}<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`,
    );
  });
  queue = render.catch(() => undefined);
  return render;
}
