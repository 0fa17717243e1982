import type { RouteObject } from 'react-router';
import { page, route } from '../../lib/feature-routes.ts';

const SEARCH = ['common:routes.TicketSearch'];

/** Paying a ticket, its result, and the payment record; composed into the router by app/. */
export const paymentsRoutes: RouteObject[] = [
  route(
    '/ticket/pay',
    { name: 'TicketPay', titleKey: 'common:routes.TicketPay', needLogin: false, crumbs: SEARCH },
    page(() => import('./pages/pay-page.tsx')),
  ),
  route(
    '/ticket/pay/waiting',
    {
      name: 'TicketPayWaiting',
      titleKey: 'common:routes.TicketPayWaiting',
      needLogin: false,
      crumbs: SEARCH,
    },
    page(() => import('./pages/pay-waiting-page.tsx')),
  ),
  route(
    '/ticket/paid',
    { name: 'TicketPaid', titleKey: 'common:routes.TicketPaid', needLogin: false, crumbs: SEARCH },
    page(() => import('./pages/ticket-paid-page.tsx')),
  ),
  route(
    '/ticket/pay/result',
    { name: 'TicketPayResult', titleKey: 'common:routes.TicketPayResult', needLogin: false, crumbs: SEARCH },
    page(() => import('./pages/pay-result-page.tsx')),
  ),
  route(
    '/my-account/payment-record',
    {
      name: 'PaymentRecord',
      titleKey: 'common:routes.PaymentRecord',
      needLogin: true,
      crumbs: ['common:routes.MyAccount'],
      siteMap: { group: 'tickets' },
      accountArea: { permission: 'paymentRecord', summaryKey: 'common:routeSummaries.PaymentRecord' },
    },
    page(() => import('./pages/payment-record-page.tsx')),
  ),
];
