import { defineConfig } from 'vitest/config';
import { localeSections } from '../apps/web/locale-sections.ts';

/**
 * The journeys through the balancer (cluster/*.spec.ts): one file, on one worker, against the cluster of
 * `npm run cluster` that the file starts itself (it stops and starts an instance in the middle). Run by
 * scripts/test.sh after the other journeys: `npx vitest run --config vitest.cluster.config.ts`.
 */
export default defineConfig({
  plugins: [localeSections()],
  test: {
    include: ['cluster/*.spec.ts'],
    globalSetup: ['./cluster/web-build.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    maxWorkers: 1,
    // No retry, as the other journeys (docs/adr/0032-e2e-workers-with-a-server-each.md).
  },
});
