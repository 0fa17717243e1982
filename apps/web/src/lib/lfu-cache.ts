/**
 * A small cache that keeps at most `capacity` answers and, when full, drops the one used least often
 * (spec section 9: "Client cache holds at most 5 entries, evicting by use count"); among equally used
 * entries the one used longest ago goes. An entry older than `maxAgeMs` counts as absent. It stores the
 * promise of an answer, so callers asking at the same time share one request, and a failed load is
 * forgotten at once (the next call asks again).
 */
export interface LfuCache {
  /** The cached answer for `key`, or the answer of `load()` (cached when it succeeds). */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
  has(key: string): boolean;
  /** The keys held, for tests and diagnostics. */
  keys(): string[];
  clear(): void;
}

interface Entry {
  value: Promise<unknown>;
  uses: number;
  lastUse: number;
  storedAt: number;
}

export function createLfuCache({
  capacity = 5,
  maxAgeMs = Number.POSITIVE_INFINITY,
  now = () => Date.now(),
}: { capacity?: number; maxAgeMs?: number; now?: () => number } = {}): LfuCache {
  const entries = new Map<string, Entry>();
  // A counter rather than the clock orders uses, so two uses in the same millisecond still differ.
  let tick = 0;

  const fresh = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now() - entry.storedAt >= maxAgeMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const evictOne = () => {
    let victim: [string, Entry] | undefined;
    for (const candidate of entries) {
      const [, e] = candidate;
      if (!victim || e.uses < victim[1].uses || (e.uses === victim[1].uses && e.lastUse < victim[1].lastUse))
        victim = candidate;
    }
    if (victim) entries.delete(victim[0]);
  };

  return {
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = fresh(key);
      if (hit) {
        hit.uses += 1;
        hit.lastUse = ++tick;
        return hit.value as Promise<T>;
      }
      if (entries.size >= capacity) evictOne();
      const value = load();
      const entry: Entry = { value, uses: 1, lastUse: ++tick, storedAt: now() };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    has: (key) => fresh(key) !== undefined,
    keys: () => [...entries.keys()],
    clear: () => entries.clear(),
  };
}
