import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { markInteractive } from './hydrate.ts';
import { Providers } from './providers.tsx';
import type { createAppRouter } from './router.tsx';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  useEffect(markInteractive, []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
