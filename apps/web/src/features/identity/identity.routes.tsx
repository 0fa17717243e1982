import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';

type PageModule = { default: ComponentType };

const page =
  (load: () => Promise<PageModule>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const callbackPage = page(() => import('./pages/login-callback-page.tsx'));

/** Where iAM Smart and the Digital Services Logon send the browser back (spec section 2). */
export const identityRoutes: RouteObject[] = [
  {
    path: '/iamsmart/logincallback',
    handle: {
      name: 'IamSmartLoginCallback',
      titleKey: 'identity:callback.title',
      needLogin: false,
    } satisfies RouteHandle,
    lazy: callbackPage,
  },
  {
    path: '/sso/redirect',
    handle: {
      name: 'SsoRedirect',
      titleKey: 'identity:callback.title',
      needLogin: false,
    } satisfies RouteHandle,
    lazy: callbackPage,
  },
];
