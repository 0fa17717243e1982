import type { RouteObject } from 'react-router';
import type { ExportBody } from '@eticket/domain/exports/export.schemas';
import type { ExportSlotPage, FeeLinkSlotPage, PayTicketsSlotPage } from '../lib/page-slots.ts';
import { TCR_FEE_KIND } from '@eticket/domain/records/tcr.schemas';
import { isRouteHandle } from '../lib/route-handle.ts';

/** The pages that offer an export, by route name, and what they export. */
const EXPORT_PAGES: Record<string, ExportBody['type']> = {
  TicketList: 'tickets',
  PaymentRecord: 'payments',
  MyDrivingLogs: 'drivingLogs',
  DeviceDrivingLogs: 'drivingLogs',
};

/**
 * Fills the export slot of the ticket list, the payment records and the driving logs with features/exports' panel: the
 * features never import each other, so the composition happens here. The panel's chunk loads with the page.
 */
export function withExportPanel(route: RouteObject): RouteObject {
  const type = isRouteHandle(route.handle) ? EXPORT_PAGES[route.handle.name] : undefined;
  const lazy = route.lazy;
  if (!type || typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: async () => {
      const [loaded, { ExportPanel }] = await Promise.all([
        lazy(),
        import('../features/exports/components/export-panel.tsx'),
      ]);
      const Page = loaded.Component as ExportSlotPage;
      return {
        ...loaded,
        Component: function PageWithExport() {
          return <Page exportPanel={(period) => <ExportPanel type={type} {...period} />} />;
        },
      };
    },
  } as RouteObject;
}

/** The pages whose selected tickets are paid together, by route name. */
const PAY_TICKETS_PAGES = new Set(['FleetManagement']);

/**
 * Fills the payment slot of fleet management with features/payments' button, which takes the selected tickets
 * to the pay page (one gateway order, one receipt): the features never import each other, so the composition
 * happens here.
 */
export function withPayTickets(route: RouteObject): RouteObject {
  const lazy = route.lazy;
  if (!isRouteHandle(route.handle) || !PAY_TICKETS_PAGES.has(route.handle.name) || typeof lazy !== 'function')
    return route;
  return {
    ...route,
    lazy: async () => {
      const [loaded, { PayTicketsButton }] = await Promise.all([
        lazy(),
        import('../features/payments/components/pay-tickets-button.tsx'),
      ]);
      const Page = loaded.Component as PayTicketsSlotPage;
      return {
        ...loaded,
        Component: function PageWithPayment() {
          return <Page payTickets={(noticeNos) => <PayTicketsButton noticeNos={noticeNos} />} />;
        },
      };
    },
  } as RouteObject;
}

/** The pages that show a paid order, by route name: each links a fee back to the page of what it paid for. */
const FEE_LINK_PAGES = new Set(['TicketPayResult']);

/**
 * Fills the payment result's fee slot with features/records' link to the TCR application whose fee the
 * order paid: the features never import each other, so the composition happens here.
 */
export function withFeeLinks(route: RouteObject): RouteObject {
  const lazy = route.lazy;
  if (!isRouteHandle(route.handle) || !FEE_LINK_PAGES.has(route.handle.name) || typeof lazy !== 'function')
    return route;
  return {
    ...route,
    lazy: async () => {
      const [loaded, { TcrFeeLink }] = await Promise.all([
        lazy(),
        import('../features/records/components/tcr-fee-link.tsx'),
      ]);
      const Page = loaded.Component as FeeLinkSlotPage;
      return {
        ...loaded,
        Component: function PageWithFeeLinks() {
          return (
            <Page feeLink={(fee) => (fee.feeKind === TCR_FEE_KIND ? <TcrFeeLink id={fee.feeRef} /> : null)} />
          );
        },
      };
    },
  } as RouteObject;
}
