import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import type { RouteEntry } from '../../apps/web/src/lib/route-registry.ts';
import { ROOT } from './server.ts';

/**
 * The web client's pages as the router knows them (one exported array, so a new page is checked
 * without editing the tests), and the titles they must carry, read from the locale files.
 */
export const LANGUAGES = [
  { locale: 'en', htmlLang: 'en' },
  { locale: 'zh-hk', htmlLang: 'zh-Hant-HK' },
  { locale: 'zh-cn', htmlLang: 'zh-Hans-CN' },
] as const;
export type PortalLocale = (typeof LANGUAGES)[number]['locale'];

// Loaded by path so that type-checking the tests does not type-check the whole web client (its
// Vite-only imports need the web's own compiler settings); vitest transforms it like any module.
const PAGE_ROUTES_MODULE = pathToFileURL(join(ROOT, 'apps/web/src/app/page-routes.ts')).href;
const { routeEntries } = (await import(/* @vite-ignore */ PAGE_ROUTES_MODULE)) as {
  routeEntries: RouteEntry[];
};

export const ROUTES: readonly RouteEntry[] = routeEntries;
export const PUBLIC_ROUTES: readonly RouteEntry[] = routeEntries.filter((r) => !r.handle.needLogin);

const WEB_SRC = join(ROOT, 'apps/web/src');
const files = new Map<string, Record<string, unknown>>();

function localeFile(namespace: string, locale: PortalLocale): Record<string, unknown> {
  const path =
    namespace === 'common'
      ? join(WEB_SRC, 'locales', `${locale}.json`)
      : join(WEB_SRC, 'features', namespace, 'locales', `${locale}.json`);
  if (!files.has(path)) files.set(path, JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>);
  return files.get(path)!;
}

export function text(key: string, locale: PortalLocale): string {
  const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
  const value = path!
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)?.[part],
      localeFile(namespace!, locale),
    );
  if (typeof value !== 'string') throw new Error(`no text for ${key} in ${locale}`);
  return value;
}

/** "<page title> | <site name>" in the language, as the shell sets it. */
export function titleOf(titleKey: string, locale: PortalLocale): string {
  return `${text(titleKey, locale)}${text('titleSeparator', locale)}${text('siteName', locale)}`;
}

/** Counts the page's requests in flight, to wait until a page has finished loading its data. */
export function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return () => inFlight;
}

/** Waits until no request has been in flight for `quietMs` and no loading indicator shows. */
export async function settle(
  page: Page,
  inFlight: () => number,
  quietMs = 150,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy =
      inFlight() > 0 ||
      (await page.locator('.page-loading, .ant-spin-spinning, .ant-skeleton-active').count()) > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    // Each look is a round trip to the page; every 50 ms keeps the sweep's five pages from costing the
    // machine a core in looks alone.
    await page.waitForTimeout(50);
  }
  throw new Error(`the page did not settle within ${timeoutMs} ms`);
}

/** Navigates inside the SPA without reloading, as a link click does. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, `/portal${path}`);
}
