import type { RouteObject } from 'react-router';
import type { PermissionFlag } from '@eticket/domain/accounts/permissions';
import type { RouteHandle } from '../lib/route-handle.ts';

interface Planned {
  path: string;
  name: string;
  needLogin?: boolean;
  /** An area of the user's services: listed on My account (marked 'coming soon') and in the site map. */
  area?: PermissionFlag;
}

/**
 * Routes of specification section 2 whose feature is not built yet. Each shows the translated
 * "coming soon" page inside the shell until its feature exports real routes; then delete its line here
 * and compose the feature's routes in page-routes.ts, keeping the handle's accountArea and siteMap.
 */
const PLANNED: Planned[] = [];

/** Breadcrumbs of the planned pages under My account. */
const MY_ACCOUNT_CRUMBS = ['common:routes.MyAccount'];

export const plannedRoutes: RouteObject[] = PLANNED.map(({ path, name, needLogin, area }) => {
  const handle: RouteHandle = {
    name,
    titleKey: `common:routes.${name}`,
    needLogin: needLogin ?? false,
    planned: true,
    ...(path.startsWith('/my-account/') ? { crumbs: MY_ACCOUNT_CRUMBS } : {}),
    ...(area
      ? {
          accountArea: { permission: area, summaryKey: `common:routeSummaries.${name}` },
          siteMap: { group: 'account' as const },
        }
      : {}),
  };
  return {
    path,
    handle,
    lazy: async () => ({
      Component: (await import('../features/shell/pages/coming-soon-page.tsx')).ComingSoonPage,
    }),
  };
});
