import type { RouteObject } from 'react-router';
import { page, route } from '../../lib/feature-routes.ts';

const ACCOUNT = ['common:routes.MyAccount'];
const TCR = ['common:routes.MyAccount', 'common:routes.TcrRecord'];

/** Traffic conviction records, the driver's authorisation, the certificate check and the points. */
export const recordsRoutes: RouteObject[] = [
  route(
    '/my-account/tcr',
    {
      name: 'TcrRecord',
      titleKey: 'common:routes.TcrRecord',
      needLogin: true,
      crumbs: ACCOUNT,
      siteMap: { group: 'account' },
      accountArea: { permission: 'tcr', summaryKey: 'common:routeSummaries.TcrRecord' },
    },
    page(() => import('./pages/tcr-page.tsx')),
  ),
  route(
    '/my-account/tcr/apply',
    { name: 'TcrApply', titleKey: 'common:routes.TcrApply', needLogin: true, crumbs: TCR },
    page(() => import('./pages/tcr-apply-page.tsx')),
  ),
  route(
    '/my-account/tcr/detail',
    { name: 'TcrDetail', titleKey: 'common:routes.TcrDetail', needLogin: true, crumbs: TCR },
    page(() => import('./pages/tcr-detail-page.tsx')),
  ),
  route(
    '/my-account/tcr/authorise',
    { name: 'TcrAuthorise', titleKey: 'common:routes.TcrAuthorise', needLogin: true, crumbs: ACCOUNT },
    page(() => import('./pages/tcr-authorise-page.tsx')),
  ),
  route(
    '/tcr/verify',
    {
      name: 'TcrVerify',
      titleKey: 'common:routes.TcrVerify',
      needLogin: false,
      siteMap: { group: 'tickets' },
    },
    page(() => import('./pages/tcr-verify-page.tsx')),
  ),
  route(
    '/my-account/dop',
    {
      name: 'MyAccountDop',
      titleKey: 'common:routes.MyAccountDop',
      needLogin: true,
      crumbs: ACCOUNT,
      siteMap: { group: 'account' },
      accountArea: { permission: 'dop', summaryKey: 'common:routeSummaries.MyAccountDop' },
    },
    page(() => import('./pages/dop-page.tsx')),
  ),
];
