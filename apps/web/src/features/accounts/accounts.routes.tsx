import type { RouteObject } from 'react-router';
import { namedHandle, page } from '../../lib/feature-routes.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';

/**
 * My account (spec section 2) and the pages about the companies an account is bound to: activating a
 * company account, an administrator's re-authentication, and removing an enterprise role. The other
 * /my-account pages belong to their features.
 */
export const accountsRoutes: RouteObject[] = [
  {
    path: '/my-account',
    handle: {
      name: 'MyAccount',
      titleKey: 'common:routes.MyAccount',
      needLogin: true,
      siteMap: { group: 'account' },
    } satisfies RouteHandle,
    lazy: page(() => import('./pages/my-account-page.tsx')),
  },
  {
    path: '/home/register/company',
    handle: { ...namedHandle('RegistersCompany'), siteMap: { group: 'account' } },
    lazy: page(() => import('./pages/company-activation-page.tsx')),
  },
  {
    path: '/home/register/otp',
    handle: namedHandle('RegisterOtp'),
    lazy: page(() => import('./pages/company-activation-otp-page.tsx')),
  },
  {
    path: '/home/register/reAuth-org',
    handle: namedHandle('ReAuthOrg', true),
    lazy: page(() => import('./pages/re-auth-org-page.tsx')),
  },
  {
    path: '/my-account/unbind/otp',
    handle: namedHandle('UnbindOtp', false, ['common:routes.MyAccount']),
    lazy: page(() => import('./pages/unbind-otp-page.tsx')),
  },
];
