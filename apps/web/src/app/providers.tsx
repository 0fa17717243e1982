import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { refetchOnRestore } from '../lib/refetch-on-restore.ts';

/**
 * Server state for the whole portal. antd's theme and locale are not here: they wrap only the pages and
 * dialogs that draw antd widgets (app/widget-theme.tsx, app/themed.tsx), so they load with those.
 */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => refetchOnRestore(queryClient), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
