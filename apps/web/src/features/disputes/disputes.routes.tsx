import type { RouteObject } from 'react-router';
import { page, route } from '../../lib/feature-routes.ts';

const CRUMBS = ['common:routes.TicketList'];

/**
 * Disputing a ticket, signing it with iAM Smart, the success page, and applying to view (and viewing) the
 * officer's photos; composed into the router by app/.
 */
export const disputesRoutes: RouteObject[] = [
  route(
    '/ticket/dispute',
    { name: 'TicketDispute', titleKey: 'common:routes.TicketDispute', needLogin: true, crumbs: CRUMBS },
    page(() => import('./pages/dispute-page.tsx')),
  ),
  route(
    '/ticket/iam-smart/sign',
    {
      name: 'TicketIamSmartSign',
      titleKey: 'common:routes.TicketIamSmartSign',
      needLogin: true,
      crumbs: CRUMBS,
    },
    page(() => import('./pages/sign-page.tsx')),
  ),
  route(
    '/ticket/details/success',
    {
      name: 'TicketDetailsSuccess',
      titleKey: 'common:routes.TicketDetailsSuccess',
      needLogin: true,
      crumbs: CRUMBS,
    },
    page(() => import('./pages/success-page.tsx')),
  ),
  route(
    '/ticket/photos',
    { name: 'TicketPhotos', titleKey: 'common:routes.TicketPhotos', needLogin: true, crumbs: CRUMBS },
    page(() => import('./pages/photos-page.tsx')),
  ),
];
