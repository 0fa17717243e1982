import { QueryClient, type QueryKey, type FetchQueryOptions } from '@tanstack/react-query';

/** The one cache of server state in the page; the providers hand it to React, route loaders warm it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/**
 * Starts fetching what a page shows near its top and waits for it at most `ms`, so the page renders with
 * it in place rather than pushing the content down when it arrives. A slow or failed call never blocks
 * the page: it renders after `ms` and the query carries on as usual.
 */
export function prefetchWithin<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
  ms: number,
): Promise<void> {
  const fetched = queryClient.prefetchQuery(options);
  return Promise.race([fetched, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}
