import { useSyncExternalStore } from 'react';

/** A minimal external store for client state that lib/ code updates outside React. */
export interface Store<T> {
  get(): T;
  set(patch: Partial<T>): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      const changed = Object.entries(patch).some(([k, v]) => !Object.is(state[k as keyof T], v));
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a slice of a store; the selector must return a stable value (a primitive or a stored reference). */
export function useStore<T, S>(store: Store<T>, selector: (state: T) => S): S {
  const read = () => selector(store.get());
  // The same value when the page is rendered at build time and while it hydrates (lib/hydration.ts).
  return useSyncExternalStore(store.subscribe, read, read);
}
