import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The metrics scrape runs last: it checks the figures every other journey left on the shared server. */
class JourneysThenMetrics extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (f: TestSpecification) => f.moduleId.endsWith('zz-metrics-after-journeys.spec.ts');
    return [...sorted.filter((f) => !last(f)), ...sorted.filter(last)];
  }
}

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
    sequence: { sequencer: JourneysThenMetrics },
    // No retry: a journey that fails once is a failure to look at. (The rare "click starts no navigation"
    // that a retry used to hide was the ticket search reading the captcha from its last render: see
    // apps/web/src/features/tickets/pages/ticket-search-page.tsx.)
  },
});
