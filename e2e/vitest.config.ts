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
    // No retry: a journey that fails once is a failure to look at. (The rare "click starts no navigation"
    // that a retry used to hide was the ticket search reading the captcha from its last render: see
    // apps/web/src/features/tickets/pages/ticket-search-page.tsx.)
  },
});
