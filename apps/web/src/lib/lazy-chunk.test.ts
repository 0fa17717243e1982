import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, withChunkTimeout } from './lazy-chunk.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('chunk loading', () => {
  it('when a chunk arrives in time, then its module is returned', async () => {
    await expect(withChunkTimeout(async () => ({ ok: 1 }))()).resolves.toEqual({ ok: 1 });
  });

  it('when a chunk takes more than 120 s, then it fails with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => {}))();
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('when the download fails, then that error is passed on', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /portal/assets/x.js');
    await expect(withChunkTimeout(() => Promise.reject(failure))()).rejects.toBe(failure);
  });

  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /portal/assets/a.css'), true],
    [Object.assign(new Error('x'), { name: 'CSS_CHUNK_LOAD_FAILED' }), true],
    [new Error('Cannot read properties of undefined'), false],
    ['ChunkLoadError', false],
  ])('when the error is %s, then it is a chunk failure: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
