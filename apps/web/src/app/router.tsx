import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { on } from '../lib/event-bus.ts';
import { registerRoutes } from '../lib/route-registry.ts';
import { isRouteHandle } from '../lib/route-handle.ts';
import { pageRoutes, routeEntries } from './page-routes.ts';
import { requireLogin } from './require-login.ts';
import { RootError, RouteError } from './route-error.tsx';
import { PageLoading } from './shell/loading-overlay.tsx';
import { ShellLayout } from './shell/shell-layout.tsx';

export const BASENAME = '/portal';

/** Never rendered: the loader redirects first (a component keeps the router from warning of an empty leaf). */
function Nothing() {
  return null;
}

const needsLogin = (route: RouteObject) => isRouteHandle(route.handle) && route.handle.needLogin === true;

/**
 * The route tree: the shell around every page; pages that need login under one guarded group; anything
 * else redirects to /404. Errors of a page (a chunk that failed) show inside the shell.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <ShellLayout />,
      errorElement: <RootError />,
      children: [
        {
          errorElement: <RouteError />,
          hydrateFallbackElement: <PageLoading />,
          children: [
            ...pageRoutes.filter((route) => !needsLogin(route)),
            { loader: requireLogin, children: pageRoutes.filter(needsLogin) },
            { path: '*', loader: () => redirect('/404'), Component: Nothing },
          ],
        },
      ],
    },
  ];
}

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** lib/ asks for navigation (a 401, a logout) through the event bus; the router carries it out. */
export function connectRouter(router: AppRouter): () => void {
  registerRoutes(routeEntries);
  return on('navigate', (to) => void router.navigate(to));
}

export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(buildRoutes(), { basename: BASENAME });
  connectRouter(router);
  return router;
}
