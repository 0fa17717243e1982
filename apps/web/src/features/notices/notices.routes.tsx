import type { RouteObject } from 'react-router';
import { page, route } from '../../lib/feature-routes.ts';

/** The notices that follow a ticket, under My account; composed into the router by app/. */
export const noticesRoutes: RouteObject[] = [
  route(
    '/my-account/notices',
    {
      name: 'MyNotices',
      titleKey: 'common:routes.MyNotices',
      needLogin: true,
      crumbs: ['common:routes.MyAccount'],
      siteMap: { group: 'account' },
      accountArea: { permission: 'ticket', summaryKey: 'common:routeSummaries.MyNotices' },
    },
    page(() => import('./pages/notices-page.tsx')),
  ),
];
