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

/**
 * What a visitor typed into the inputs of a page rendered at build time before its script arrived. React
 * adopts that HTML without reading the inputs, so a controlled input's state stays empty while it shows
 * the typed text, and its next render would wipe it. A form calls this once, right after hydration, with
 * its inputs' ids by field, and takes over the values it returns (none on a page rendered in the browser).
 */
export function valuesTypedBeforeHydration<K extends string>(
  idsByField: Record<K, string>,
): Partial<Record<K, string>> {
  const typed: Partial<Record<K, string>> = {};
  for (const [field, id] of Object.entries(idsByField) as [K, string][]) {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement && input.value !== '') typed[field] = input.value;
  }
  return typed;
}
