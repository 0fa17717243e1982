import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { localeSections } from '../apps/web/locale-sections.ts';
import { E2E_WORKERS } from './support/global-setup.ts';

const METRICS = 'zz-metrics-after-journeys.spec.ts';

/**
 * The longest files start first, so that the two workers end together: a fresh clone has no timings of
 * earlier runs, and vitest would then start the largest files first, which are not the longest (the
 * accessibility sweep is short to read and takes the longest). Measured in a clean-clone CI on the 2-core
 * machine with two workers (29 November 2026), seconds: tickets 153, content 123, accessibility 105, shell
 * 78, identity 75, disputes 56, messages 50, payment 46; every other file, and each new area's, under 40
 * (docs/adr/0042-ci-that-stays-fast.md).
 */
const LONGEST_FIRST = [
  'tickets.spec.ts',
  'content.spec.ts',
  'accessibility.spec.ts',
  'shell.spec.ts',
  'identity.spec.ts',
  'disputes.spec.ts',
  'messages.spec.ts',
  'payment-journey.spec.ts',
];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(`/${name}`));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order (timings of earlier runs, else size).
    const group = (f: TestSpecification) => f.project.config.sequence.groupOrder;
    return (await super.sort(files)).sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}

/**
 * Two groups: the journeys, on E2E_WORKERS workers (default 2), each worker on a portal server of its
 * own; then the metrics scrape, which checks the figures the journeys left on every server. See
 * e2e/README.md and docs/adr/0032-e2e-workers-with-a-server-each.md.
 */
const shared = {
  globalSetup: ['./support/global-setup.ts'],
  setupFiles: ['./support/worker-server.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
  maxWorkers: E2E_WORKERS,
  // No retry: a journey that fails once is a failure to look at. (The rare "click starts no navigation"
  // that a retry used to hide was the ticket search reading the captcha from its last render: see
  // apps/web/src/features/tickets/pages/ticket-search-page.tsx.)
};

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        // The web's route table is read as data (support/portal-pages.ts): its locale imports as the web builds them.
        plugins: [localeSections()],
        test: {
          ...shared,
          name: 'journeys',
          include: ['*.spec.ts'],
          exclude: ['node_modules/**', METRICS],
          sequence: { sequencer: LongestFirst, groupOrder: 0 },
        },
      },
      {
        plugins: [localeSections()],
        test: {
          ...shared,
          name: 'after-journeys',
          include: [METRICS],
          sequence: { sequencer: LongestFirst, groupOrder: 1 },
        },
      },
    ],
  },
});
