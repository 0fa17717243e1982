import type { RouteObject } from 'react-router';

/** Spec section 9: a script or stylesheet chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const CHUNK_FAILURES = [
  'ChunkLoadError',
  'CSS_CHUNK_LOAD_FAILED',
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's CSS preloading
];

/** Whether an error means a piece of the app could not be downloaded (offline, or a stale deployment). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURES.some((text) => error.name === text || error.message.includes(text));
}

/** Wraps a dynamic import so it rejects with a ChunkLoadError after `ms` instead of hanging forever. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(`chunk not loaded within ${ms} ms`)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

/** A route whose chunk fails or hangs for 120 s rejects, so the route's error element offers a retry. */
export function guardedLazy(route: RouteObject): RouteObject {
  const lazy = route.lazy;
  return typeof lazy === 'function' ? ({ ...route, lazy: withChunkTimeout(lazy) } as RouteObject) : route;
}
