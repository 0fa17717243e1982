import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

type PageModule = { default: ComponentType };

/** Loads a page's chunk only when its route is visited. */
export const page =
  (load: () => Promise<PageModule>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** One route of a feature's list: its path, its handle (name, title, login, site map) and its page. */
export function route(path: string, handle: RouteHandle, lazy: RouteObject['lazy']): RouteObject {
  return { path, handle, lazy };
}

/** The handle of a page titled by its route name in the common namespace (`common:routes.<name>`). */
export function namedHandle(name: string, needLogin = false, crumbs?: string[]): RouteHandle {
  return { name, titleKey: `common:routes.${name}`, needLogin, ...(crumbs ? { crumbs } : {}) };
}
