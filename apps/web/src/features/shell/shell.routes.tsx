import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';

const notFound: RouteHandle = { name: 'NotFound', titleKey: 'common:routes.NotFound' };
const fontSize: RouteHandle = {
  name: 'FontSize',
  titleKey: 'common:routes.FontSize',
  textVersion: true,
  siteMap: { group: 'help' },
};

/** The shell's own pages: the not-found page and the text-size page. */
export const shellRoutes: RouteObject[] = [
  {
    path: '/404',
    handle: notFound,
    lazy: async () => ({ Component: (await import('./pages/not-found-page.tsx')).NotFoundPage }),
  },
  {
    path: '/text-size',
    handle: fontSize,
    lazy: async () => ({ Component: (await import('./pages/text-size-page.tsx')).TextSizePage }),
  },
];
