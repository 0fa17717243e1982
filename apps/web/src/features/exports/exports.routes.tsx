import type { RouteObject } from 'react-router';
import { page, route } from '../../lib/feature-routes.ts';

/** The export feature's own page: the public demonstration of what an export contains. */
export const exportsRoutes: RouteObject[] = [
  route(
    '/export-sql-demo',
    {
      name: 'ExportSqlDemo',
      titleKey: 'common:routes.ExportSqlDemo',
      needLogin: false,
      siteMap: { group: 'help' },
    },
    page(() => import('./pages/export-demo-page.tsx')),
  ),
];
