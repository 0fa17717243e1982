import type { RouteObject } from 'react-router';
import { page, route } from '../../lib/feature-routes.ts';

const ACCOUNT = ['common:routes.MyAccount'];
const VEHICLES = ['common:routes.MyAccount', 'common:routes.ManageVehicle'];

/** The acting role's vehicles, their synchronisation and QR codes; composed into the router by app/. */
export const vehiclesRoutes: RouteObject[] = [
  route(
    '/my-account/manage-vehicle',
    {
      name: 'ManageVehicle',
      titleKey: 'common:routes.ManageVehicle',
      needLogin: true,
      crumbs: ACCOUNT,
      siteMap: { group: 'account' },
      accountArea: { permission: 'vehicle', summaryKey: 'common:routeSummaries.ManageVehicle' },
    },
    page(() => import('./pages/manage-vehicle-page.tsx')),
  ),
  route(
    '/my-account/manage-vehicle/sync-vehicle',
    { name: 'SyncVehicle', titleKey: 'common:routes.SyncVehicle', needLogin: true, crumbs: VEHICLES },
    page(() => import('./pages/sync-vehicle-page.tsx')),
  ),
  route(
    '/my-account/manage-vehicle/detail',
    { name: 'VehicleDetail', titleKey: 'common:routes.VehicleDetail', needLogin: true, crumbs: VEHICLES },
    page(() => import('./pages/vehicle-detail-page.tsx')),
  ),
];
