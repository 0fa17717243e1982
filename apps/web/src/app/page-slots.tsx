import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ExportBody } from '@eticket/domain/exports/export.schemas';
import type { ExportSlot, FeeLinkSlot, PayTicketsSlot } from '../lib/page-slots.ts';
import { isRouteHandle } from '../lib/route-handle.ts';

/**
 * Fills a slot of the routes named in `slotFor` (route name → what the slot needs) with another feature's
 * piece: the piece's chunk loads with the page (never with the entry), and the page gets the props
 * `propsOf` makes of it. The features never import each other, so the composition happens here.
 */
function withSlot<Need, Piece, Props extends object>(
  slotFor: (routeName: string) => Need | undefined,
  loadPiece: () => Promise<Piece>,
  propsOf: (piece: Piece, need: Need) => Props,
) {
  return (route: RouteObject): RouteObject => {
    const need = isRouteHandle(route.handle) ? slotFor(route.handle.name) : undefined;
    const lazy = route.lazy;
    if (need === undefined || typeof lazy !== 'function') return route;
    return {
      ...route,
      lazy: async () => {
        const [loaded, piece] = await Promise.all([lazy(), loadPiece()]);
        const Page = loaded.Component as ComponentType<Props>;
        const props = propsOf(piece, need);
        return {
          ...loaded,
          // A page may have several slots: the props an outer slot gives pass through to the page.
          Component: function PageWithSlot(outer: object) {
            return <Page {...(outer as Props)} {...props} />;
          },
        };
      },
    } as RouteObject;
  };
}

/** The pages that offer an export, by route name, and what they export. */
const EXPORT_PAGES: Record<string, ExportBody['type']> = {
  TicketList: 'tickets',
  PaymentRecord: 'payments',
  MyDrivingLogs: 'drivingLogs',
  DeviceDrivingLogs: 'drivingLogs',
  FleetManagement: 'fleetTickets',
};

/**
 * Fills the export slot of the ticket list, the payment records, the driving logs and fleet management with
 * features/exports' panel.
 */
export const withExportPanel = withSlot(
  (name) => EXPORT_PAGES[name],
  () => import('../features/exports/components/export-panel.tsx'),
  ({ ExportPanel }, type): { exportPanel: ExportSlot } => ({
    exportPanel: (period) => <ExportPanel type={type} {...period} />,
  }),
);

/** The pages whose selected tickets are paid together, by route name. */
const PAY_TICKETS_PAGES = new Set(['FleetManagement']);

/**
 * Fills the payment slot of fleet management with features/payments' button, which takes the selected tickets
 * to the pay page (one gateway order, one receipt).
 */
export const withPayTickets = withSlot(
  (name) => (PAY_TICKETS_PAGES.has(name) ? true : undefined),
  () => import('../features/payments/components/pay-tickets-button.tsx'),
  ({ PayTicketsButton }): { payTickets: PayTicketsSlot } => ({
    payTickets: (noticeNos) => <PayTicketsButton noticeNos={noticeNos} />,
  }),
);

/** The pages that show a paid order, by route name: each links a fee back to the page of what it paid for. */
const FEE_LINK_PAGES = new Set(['TicketPayResult']);

/**
 * Fills the payment result's fee slot with features/records' link to the TCR application the fee paid for
 * (nothing for another fee kind).
 */
export const withFeeLinks = withSlot(
  (name) => (FEE_LINK_PAGES.has(name) ? true : undefined),
  () => import('../features/records/components/tcr-fee-link.tsx'),
  ({ TcrFeeLink }): { feeLink: FeeLinkSlot } => ({
    feeLink: (fee) => <TcrFeeLink fee={fee} />,
  }),
);
