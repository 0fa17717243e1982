import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import type { createAppRouter } from './router.tsx';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
