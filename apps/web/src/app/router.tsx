import {
  createBrowserRouter,
  redirect,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { on } from '../lib/event-bus.ts';
import { withChunkTimeout } from '../lib/lazy-chunk.ts';
import { registeredRoutes, registerRoutes } from '../lib/route-registry.ts';
import { isRouteHandle } from '../lib/route-handle.ts';
import { firstRouteEntries, firstRoutes } from './first-routes.ts';
import { requireLogin } from './require-login.ts';
import { RootError, RouteError } from './route-error.tsx';
import { PageLoading } from './shell/loading-overlay.tsx';
import { ShellLayout } from './shell/shell-layout.tsx';

export const BASENAME = '/portal';

/** The groups the discovered pages are added to: every page, and the pages that need login. */
const PAGES_ID = 'pages';
const LOGIN_ID = 'login-required';

/** Never rendered: the loader redirects first (a component keeps the router from warning of an empty leaf). */
function Nothing() {
  return null;
}

const needsLogin = (route: RouteObject) => isRouteHandle(route.handle) && route.handle.needLogin === true;

/**
 * The route tree around `pages`: the shell around every page; pages that need login under one guarded
 * group; anything else redirects to /404. Errors of a page (a chunk that failed) show inside the shell.
 * The browser starts with Home's route alone (firstRoutes) and discovers the rest (discoverPages); the
 * prerender and the tests pass the whole table.
 */
export function buildRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      element: <ShellLayout />,
      errorElement: <RootError />,
      children: [
        {
          id: PAGES_ID,
          errorElement: <RouteError />,
          hydrateFallbackElement: <PageLoading />,
          children: [
            ...pages.filter((route) => !needsLogin(route)),
            { id: LOGIN_ID, loader: requireLogin, children: pages.filter(needsLogin) },
            { path: '*', loader: () => redirect('/404'), Component: Nothing },
          ],
        },
      ],
    },
  ];
}

// The whole route table, in its own chunk; a download that fails or hangs shows the retry message.
const loadRouteTable = withChunkTimeout(() => import('./page-routes.ts'));

/**
 * Lazy route discovery (ADR 0039): React Router calls this when an address matches no route, or only the
 * catch-all, which is every page but Home until the route table has arrived. The table is loaded once, the
 * route registry filled from it (site map, My account, breadcrumbs, text versions) and its routes added
 * to the tree (a route already there, Home, is kept as it is).
 */
export const discoverPages: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { pageRoutes, routeEntries } = await loadRouteTable();
  registerRoutes(routeEntries);
  const known = new Set(firstRoutes.map((route) => route.path));
  const added = pageRoutes.filter((route) => !known.has(route.path));
  patch(
    PAGES_ID,
    added.filter((route) => !needsLogin(route)),
  );
  patch(LOGIN_ID, added.filter(needsLogin));
};

/** What a browser or memory router is created with: Home's route, and the others found when needed. */
export function routerInit() {
  return { routes: buildRoutes(firstRoutes), patchRoutesOnNavigation: discoverPages };
}

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * lib/ asks for navigation (a 401, a logout) through the event bus; the router carries it out. Until the
 * route table arrives the registry knows Home's route (its footer links to Home's text version).
 */
export function connectRouter(router: AppRouter): () => void {
  if (registeredRoutes().length === 0) registerRoutes(firstRouteEntries);
  return on('navigate', (to) => void router.navigate(to));
}

export function createAppRouter(): AppRouter {
  const { routes, patchRoutesOnNavigation } = routerInit();
  const router = createBrowserRouter(routes, { basename: BASENAME, patchRoutesOnNavigation });
  connectRouter(router);
  return router;
}
