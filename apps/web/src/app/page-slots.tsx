import type { RouteObject } from 'react-router';
import type { ExportBody } from '@eticket/domain/exports/export.schemas';
import type { ExportSlotPage } from '../lib/page-slots.ts';
import { isRouteHandle } from '../lib/route-handle.ts';

/** The pages that offer an export, by route name, and what they export. */
const EXPORT_PAGES: Record<string, ExportBody['type']> = { TicketList: 'tickets', PaymentRecord: 'payments' };

/**
 * Fills the export slot of the ticket list and the payment records with features/exports' panel: the
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
