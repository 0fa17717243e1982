import type { RouteObject } from 'react-router';
import type { ExportBody } from '@eticket/domain/exports/export.schemas';
import type { ExportSlotPage, PayTicketsSlotPage } from '../lib/page-slots.ts';
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
