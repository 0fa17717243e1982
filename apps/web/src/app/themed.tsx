import type { RouteObject } from 'react-router';
import { currentLocale } from '../lib/i18n.ts';
import { isRouteHandle } from '../lib/route-handle.ts';
import { inTheme, provideWidgetTheme } from '../lib/themed-part.ts';

/**
 * Pages drawn in plain markup only (no antd widget): they are not wrapped in the widget theme, so antd's
 * code (its style engine, theme and widgets, about 50 KB compressed) stays off their first load. Home is
 * the page most visitors land on (ADR 0006); the details of a ticket looked up draw their facts in plain
 * markup and load their actions in the theme (`themed`, ADR 0041). A text-only copy shares its page's name
 * with a `Text` prefix.
 */
const PLAIN_PAGES = new Set(['Home', 'TicketDetails']);

/** The widget theme's code and antd's texts in the reader's language, fetched beside a page or dialog. */
async function loadTheme() {
  const theme = await import('./widget-theme.tsx');
  await theme.prepareWidgetTexts(currentLocale());
  return theme.WidgetTheme;
}
provideWidgetTheme(loadTheme);

/** A route whose page draws antd widgets: its page renders inside the widget theme, loaded beside it. */
export function withWidgetTheme(route: RouteObject): RouteObject {
  const lazy = route.lazy;
  const name = isRouteHandle(route.handle) ? route.handle.name : '';
  if (typeof lazy !== 'function' || PLAIN_PAGES.has(name)) return route;
  return {
    ...route,
    lazy: async () => {
      const [loaded, Theme] = await Promise.all([lazy(), loadTheme()]);
      const Page = loaded.Component;
      return Page ? { ...loaded, Component: inTheme(Page, Theme) } : loaded;
    },
  } as RouteObject;
}
