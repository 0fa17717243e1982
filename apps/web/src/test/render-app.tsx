import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach } from 'vitest';
import { buildRoutes, connectRouter } from '../app/router.tsx';

/** The whole app (shell and routes) at `path` in a memory router, with a fresh query cache. */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
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
