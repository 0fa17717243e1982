import type { RouteObject } from 'react-router';
import { route } from '../lib/feature-routes.ts';

/**
 * The certificate fee of a traffic conviction record application, paid on the payment pages: the records
 * feature's pay page takes the payments feature's channel choice, attempt keys and pending-order memory,
 * and the gateway returns to the payments feature's waiting and result pages (ADR 0036). Features never
 * import each other, so they meet here.
 */
export const tcrFeeRoutes: RouteObject[] = [
  route(
    '/my-account/tcr/pay',
    {
      name: 'TcrPay',
      titleKey: 'common:routes.TcrPay',
      needLogin: true,
      crumbs: ['common:routes.MyAccount', 'common:routes.TcrRecord'],
    },
    async () => ({ Component: (await import('./tcr-fee-pay-page.tsx')).TcrFeePayPage }),
  ),
];
