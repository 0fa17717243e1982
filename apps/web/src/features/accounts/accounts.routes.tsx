import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';

/** My account (spec section 2): needs login; the other /my-account pages belong to their features. */
export const accountsRoutes: RouteObject[] = [
  {
    path: '/my-account',
    handle: {
      name: 'MyAccount',
      titleKey: 'common:routes.MyAccount',
      needLogin: true,
      siteMap: { group: 'account' },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/my-account-page.tsx')).default }),
  },
];
