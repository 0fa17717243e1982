import type { RouteObject } from 'react-router';
import { page, route } from '../../lib/feature-routes.ts';

const ACCOUNT = ['common:routes.MyAccount'];

/** The scanner, the driving logs and fleet management; composed into the router by app/. */
export const fleetsRoutes: RouteObject[] = [
  route(
    '/my-account/qr-scanner',
    {
      name: 'QrScanner',
      titleKey: 'common:routes.QrScanner',
      needLogin: true,
      crumbs: ACCOUNT,
      siteMap: { group: 'account' },
      accountArea: { permission: 'qrcodeScanner', summaryKey: 'common:routeSummaries.QrScanner' },
    },
    page(() => import('./pages/scanner-page.tsx')),
  ),
  route(
    '/my-account/driving-logs',
    {
      name: 'MyDrivingLogs',
      titleKey: 'common:routes.MyDrivingLogs',
      needLogin: true,
      crumbs: ACCOUNT,
      siteMap: { group: 'account' },
      accountArea: { permission: 'myDrivingLogs', summaryKey: 'common:routeSummaries.MyDrivingLogs' },
    },
    page(() => import('./pages/my-driving-logs-page.tsx')),
  ),
  route(
    '/my-account/device-driving-logs',
    {
      name: 'DeviceDrivingLogs',
      titleKey: 'common:routes.DeviceDrivingLogs',
      needLogin: true,
      crumbs: ACCOUNT,
      siteMap: { group: 'account' },
      accountArea: {
        permission: 'deviceDrivingLogs',
        summaryKey: 'common:routeSummaries.DeviceDrivingLogs',
      },
    },
    page(() => import('./pages/device-driving-logs-page.tsx')),
  ),
  route(
    '/my-account/fleet',
    {
      name: 'FleetManagement',
      titleKey: 'common:routes.FleetManagement',
      needLogin: true,
      crumbs: ACCOUNT,
      siteMap: { group: 'account' },
      accountArea: { permission: 'fleetManagement', summaryKey: 'common:routeSummaries.FleetManagement' },
    },
    page(() => import('./pages/fleet-page.tsx')),
  ),
];
