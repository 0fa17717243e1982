import type { RouteHandle } from './route-handle.ts';

/** One page of the router: its path (without the /portal base) and its handle. */
export interface RouteEntry {
  path: string;
  handle: RouteHandle;
}

// Filled once by app/ when the router is built, so lib/ and components can look routes up by data.
let entries: readonly RouteEntry[] = [];

export function registerRoutes(list: readonly RouteEntry[]): void {
  entries = list;
}

export function registeredRoutes(): readonly RouteEntry[] {
  return entries;
}

/** The path of the (graphic) page whose title key is `titleKey`, for breadcrumb links. */
export function pathOfTitleKey(titleKey: string): string | undefined {
  return entries.find((e) => e.handle.titleKey === titleKey && !e.handle.isText)?.path;
}

/** Whether the graphic page at `path` has a text-only copy. */
export function hasTextVersionFor(path: string): boolean {
  return entries.some((e) => e.path === path && e.handle.textVersion && !e.handle.isText);
}
