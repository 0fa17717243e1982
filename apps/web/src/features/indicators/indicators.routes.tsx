import type { RouteObject } from 'react-router';
import { page, route } from '../../lib/feature-routes.ts';

/** The portal's own service indicators, public. */
export const indicatorsRoutes: RouteObject[] = [
  route(
    '/service-indicators',
    {
      name: 'ServiceIndicators',
      titleKey: 'common:routes.ServiceIndicators',
      textVersion: true,
      siteMap: { group: 'information' },
    },
    page(() => import('./pages/service-indicators-page.tsx')),
  ),
];
