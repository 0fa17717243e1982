import { describe, expect, it, vi } from 'vitest';
import { createLfuCache } from './lfu-cache.ts';

const answer = (value: string) => vi.fn(() => Promise.resolve(value));

describe('the client cache (at most 5 entries, evicted by use count)', () => {
  it('answers a cached key without loading it again', async () => {
    const cache = createLfuCache();
    const load = answer('colours');
    expect(await cache.remember('colours', load)).toBe('colours');
    expect(await cache.remember('colours', load)).toBe('colours');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between callers asking at the same time', async () => {
    const cache = createLfuCache();
    const load = answer('roles');
    const [a, b] = await Promise.all([cache.remember('roles', load), cache.remember('roles', load)]);
    expect([a, b]).toEqual(['roles', 'roles']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a sixth entry evicts the least used one', async () => {
    const cache = createLfuCache({ capacity: 5 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.remember(key, answer(key));
    // Every entry but 'c' is used again, so 'c' has the lowest use count.
    for (const key of ['a', 'b', 'd', 'e']) await cache.remember(key, answer(key));
    await cache.remember('f', answer('f'));
    expect(cache.keys().sort()).toEqual(['a', 'b', 'd', 'e', 'f']);
    const reload = answer('c');
    await cache.remember('c', reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('among equally used entries, evicts the one used longest ago', async () => {
    const cache = createLfuCache({ capacity: 2 });
    await cache.remember('old', answer('old'));
    await cache.remember('new', answer('new'));
    await cache.remember('third', answer('third'));
    expect(cache.keys().sort()).toEqual(['new', 'third']);
  });

  it('keeps a much-used entry over a newer, less used one', async () => {
    const cache = createLfuCache({ capacity: 2 });
    for (let i = 0; i < 3; i += 1) await cache.remember('popular', answer('popular'));
    await cache.remember('once', answer('once'));
    await cache.remember('another', answer('another'));
    expect(cache.keys().sort()).toEqual(['another', 'popular']);
  });

  it('forgets a failed load, so the next call asks again', async () => {
    const cache = createLfuCache();
    await expect(cache.remember('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.has('x')).toBe(false);
    const retry = answer('x');
    expect(await cache.remember('x', retry)).toBe('x');
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('loads again once an entry is older than its maximum age', async () => {
    let time = 0;
    const cache = createLfuCache({ maxAgeMs: 1000, now: () => time });
    const load = answer('v');
    await cache.remember('k', load);
    time = 999;
    await cache.remember('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    time = 1000;
    await cache.remember('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
