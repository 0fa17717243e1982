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
  },
});
