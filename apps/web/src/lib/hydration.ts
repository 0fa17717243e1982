import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders the page at build time and while it hydrates that HTML, true afterwards and
 * in a page rendered in the browser from the start. A piece that depends on the browser (the window's
 * width, data fetched before hydration) renders as it did at build time until this is true, so the
 * browser's first render matches the HTML it adopts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
