import type { RouteObject } from 'react-router';
import { homeRoute } from '../features/content/home-route.tsx';
import { guardedLazy } from '../lib/lazy-chunk.ts';
import { isRouteHandle } from '../lib/route-handle.ts';
import type { RouteEntry } from '../lib/route-registry.ts';
import { withWidgetTheme } from './themed.tsx';

/**
 * The only page routes in the entry chunk: the page most visitors land on (ADR 0006), composed as
 * page-routes.ts composes it. Every other route, Home's text copy included, is in page-routes.ts, which the
 * router loads on the first navigation to a path these do not match (ADR 0039). Add a route here only if
 * Home's first visit needs it: each one is paid for by every visitor.
 */
export const firstRoutes: RouteObject[] = [homeRoute].map(withWidgetTheme).map(guardedLazy);

export const firstRouteEntries: RouteEntry[] = firstRoutes.map((route) => {
  if (!isRouteHandle(route.handle)) throw new Error(`route ${route.path} has no RouteHandle`);
  return { path: route.path ?? '/', handle: route.handle };
});
