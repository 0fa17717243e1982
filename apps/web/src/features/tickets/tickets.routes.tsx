import type { RouteObject } from 'react-router';
import { page, route } from '../../lib/feature-routes.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';

const MY_ACCOUNT = ['common:routes.MyAccount'];
const TICKETS: RouteHandle['siteMap'] = { group: 'tickets' };

/** Ticket look-up (visitors) and the logged-in ticket list; composed into the router by app/. */
export const ticketsRoutes: RouteObject[] = [
  route(
    '/ticket/search',
    { name: 'TicketSearch', titleKey: 'common:routes.TicketSearch', needLogin: false, siteMap: TICKETS },
    page(() => import('./pages/ticket-search-page.tsx')),
  ),
  route(
    '/ticket/details',
    {
      name: 'TicketDetails',
      titleKey: 'common:routes.TicketDetails',
      needLogin: false,
      crumbs: ['common:routes.TicketSearch'],
    },
    page(() => import('./pages/ticket-details-page.tsx')),
  ),
  route(
    '/ticket/list',
    {
      name: 'TicketList',
      titleKey: 'common:routes.TicketList',
      needLogin: true,
      siteMap: TICKETS,
      accountArea: { permission: 'ticket', summaryKey: 'common:routeSummaries.TicketList' },
    },
    page(() => import('./pages/ticket-list-page.tsx')),
  ),
  route(
    '/ticket/list-detail',
    {
      name: 'TicketListDetail',
      titleKey: 'common:routes.TicketListDetail',
      needLogin: true,
      crumbs: ['common:routes.TicketList'],
    },
    page(() => import('./pages/ticket-list-detail-page.tsx')),
  ),
  route(
    '/my-account/unpaidTicket',
    {
      name: 'UnpaidTicket',
      titleKey: 'common:routes.UnpaidTicket',
      needLogin: true,
      crumbs: MY_ACCOUNT,
      siteMap: TICKETS,
      accountArea: { permission: 'ticket', summaryKey: 'common:routeSummaries.UnpaidTicket' },
    },
    page(() => import('./pages/unpaid-tickets-page.tsx')),
  ),
];
