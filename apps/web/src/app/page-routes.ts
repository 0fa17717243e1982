import type { RouteObject } from 'react-router';
import { accountsRoutes } from '../features/accounts/accounts.routes.tsx';
import { agentsRoutes } from '../features/agents/agents.routes.tsx';
import { contentRoutes } from '../features/content/content.routes.tsx';
import { exportsRoutes } from '../features/exports/exports.routes.tsx';
import { fleetsRoutes } from '../features/fleets/fleets.routes.tsx';
import { identityRoutes } from '../features/identity/identity.routes.tsx';
import { indicatorsRoutes } from '../features/indicators/indicators.routes.tsx';
import { messagesRoutes } from '../features/messages/messages.routes.tsx';
import { paymentsRoutes } from '../features/payments/payments.routes.tsx';
import { disputesRoutes } from '../features/disputes/disputes.routes.tsx';
import { noticesRoutes } from '../features/notices/notices.routes.tsx';
import { recordsRoutes } from '../features/records/records.routes.tsx';
import { shellRoutes } from '../features/shell/shell.routes.tsx';
import { ticketsRoutes } from '../features/tickets/tickets.routes.tsx';
import { vehiclesRoutes } from '../features/vehicles/vehicles.routes.tsx';
import { isRouteHandle, type RouteHandle } from '../lib/route-handle.ts';
import type { RouteEntry } from '../lib/route-registry.ts';
import { textPathOf } from '../lib/text-version.ts';
import { addRouteTexts } from '../lib/route-texts.ts';
import { guardedLazy } from '../lib/lazy-chunk.ts';
import { withExportPanel, withFeeLinks, withPayTickets } from './page-slots.tsx';
import { withPermissionGuard } from './permission-guard.tsx';
import { tcrFeeRoutes } from './tcr-fee-payment.tsx';
import { withWidgetTheme } from './themed.tsx';
import { plannedRoutes } from './planned-routes.ts';

// The pages' titles come with the table: the entry's common texts leave them out.
addRouteTexts();

/**
 * Every page of the portal as data: the features' routes composed here, plus the text-only copy of each
 * route whose handle says it has one. The router (router.tsx), the site's link helpers and the e2e
 * accessibility sweep all read this one list. It is not part of the entry chunk: the browser's router
 * starts with Home alone (first-routes.ts) and loads this module on the first navigation elsewhere
 * (ADR 0039), so a new area adds nothing to Home's first visit. Import it only from router.tsx's
 * discovery, tests and the prerender.
 */
const featureRoutes: RouteObject[] = [
  ...contentRoutes,
  ...shellRoutes,
  ...identityRoutes,
  ...accountsRoutes,
  ...ticketsRoutes,
  ...paymentsRoutes,
  ...disputesRoutes,
  ...noticesRoutes,
  ...exportsRoutes,
  ...vehiclesRoutes,
  ...agentsRoutes,
  ...plannedRoutes,
  ...messagesRoutes,
  ...fleetsRoutes,
  ...recordsRoutes,
  ...indicatorsRoutes,
  ...tcrFeeRoutes,
]
  .map(withExportPanel)
  .map(withPayTickets)
  .map(withFeeLinks)
  .map(withPermissionGuard)
  .map(withWidgetTheme);

function handleOf(route: RouteObject): RouteHandle {
  if (!isRouteHandle(route.handle)) throw new Error(`route ${route.path} has no RouteHandle`);
  return route.handle;
}

/** Route ids must be unique, so the copy drops them (the router generates its own). */
function withoutIds(route: RouteObject): RouteObject {
  const { id: _id, children, ...rest } = route;
  return (children ? { ...rest, children: children.map(withoutIds) } : rest) as RouteObject;
}

function textCopy(route: RouteObject): RouteObject {
  const handle = handleOf(route);
  return {
    ...withoutIds(route),
    path: textPathOf(route.path ?? '/'),
    handle: { ...handle, name: `Text${handle.name}`, isText: true } satisfies RouteHandle,
  } as RouteObject;
}

export const pageRoutes: RouteObject[] = [
  ...featureRoutes,
  ...featureRoutes.filter((route) => handleOf(route).textVersion).map(textCopy),
].map(guardedLazy);

export const routeEntries: RouteEntry[] = pageRoutes.map((route) => ({
  path: route.path ?? '/',
  handle: handleOf(route),
}));
