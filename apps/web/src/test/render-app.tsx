import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type ResourceKey } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { connectRouter, routerInit } from '../app/router.tsx';
// Loaded with the test file, as before the route table was discovered: its first import (every feature's
// routes) is slow to transform and would count against the first test's time. Discovery still patches it in.
import '../app/page-routes.ts';

/**
 * The whole app (shell and routes) at `path` in a memory router, with a fresh query cache: started as the
 * browser's router is, with Home's route and the others discovered on navigation.
 */
export function renderApp(path: string) {
  const { routes, patchRoutesOnNavigation } = routerInit();
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const disconnect = connectRouter(router);
  afterEach(disconnect);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** One piece of UI inside a memory router (for components that link or read the route). */
export function renderWithRouter(element: ReactNode, path = '/', extra: RouteObject[] = []) {
  const router = createMemoryRouter([{ path: '*', element }, ...extra], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/**
 * One page at `path` with its own i18next holding only one namespace's English texts (the common
 * namespace empty), so the page's own wording is what the test reads.
 */
export function renderWithTexts(
  element: ReactNode,
  path: string,
  namespace: string,
  texts: ResourceKey,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    initAsync: false,
    resources: { en: { [namespace]: texts, common: {} } },
    ns: [namespace, 'common'],
    defaultNS: namespace,
    interpolation: { escapeValue: false },
  });
  // `path` may carry a query: the route is its path part, the first entry the whole address.
  const router = createMemoryRouter([{ path: path.split('?')[0]!, element }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}
