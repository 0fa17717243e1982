import { LRUCache } from 'lru-cache';
import type { Database } from './database.ts';

/**
 * How long a reference read is reused. Business parameters and role permissions are read by every
 * logged-in request and change a few times a year; an operator's change is seen at once by the instance
 * that made it and within this time by the others (docs/adr/0048-reference-reads-kept-for-seconds.md).
 */
export const REFERENCE_TTL_MS = 5_000;

type Reads = LRUCache<string, { value: Promise<unknown> }>;

/** One set of reads per database (a test process opens many; a transaction is a database of its own). */
const readsOf = new WeakMap<Database, Reads>();

function reads(db: Database): Reads {
  let cache = readsOf.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 500, ttl: REFERENCE_TTL_MS });
    readsOf.set(db, cache);
  }
  return cache;
}

/**
 * `read()`'s answer for `key`, reused for REFERENCE_TTL_MS (or `ttlMs`, for a read that may be older, such
 * as counted figures). Requests that arrive while the first read is under way share it; a read that fails
 * is not kept.
 */
export function referenceRead<T>(
  db: Database,
  key: string,
  read: () => Promise<T>,
  options: { ttlMs?: number } = {},
): Promise<T> {
  const cache = reads(db);
  const kept = cache.get(key);
  if (kept) return kept.value as Promise<T>;
  const entry = { value: read() as Promise<unknown> };
  cache.set(key, entry, options.ttlMs ? { ttl: options.ttlMs } : undefined);
  entry.value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry.value as Promise<T>;
}

/** Forgets every kept read of `db`: after a change made through it, the next read is fresh. */
export function forgetReferenceReads(db: Database): void {
  readsOf.get(db)?.clear();
}
