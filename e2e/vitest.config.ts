import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One server and one browser at a time: two browser files in parallel starve two cores into time-outs.
    maxWorkers: 1,
    fileParallelism: false,
    // A journey that fails is run once more before it counts as failed. Rarely (about one journey in a
    // hundred per full run, never when run alone), a click in Chromium starts no navigation and the wait
    // for the next page times out; a behaviour that is really broken fails both times.
    retry: 1,
  },
});
