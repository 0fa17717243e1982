import type { QueryClient } from '@tanstack/react-query';

/**
 * A page the browser restores from its back/forward cache comes back with the answers it had when it was
 * left (a ticket still payable, say): every query is marked stale and the ones on screen are read again.
 * Pages reached by the router's Back re-read through the queries' own refetchOnMount.
 */
export function refetchOnRestore(client: QueryClient, target: Window = window): () => void {
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) void client.invalidateQueries();
  };
  target.addEventListener('pageshow', onPageShow);
  return () => target.removeEventListener('pageshow', onPageShow);
}
