import { defineConfig } from 'vitest/config';

/**
 * Two projects (docs/adr/0017-server-tests-on-two-databases.md):
 * - `postgres`: every test file, on the PostgreSQL server at TEST_DATABASE_URL (the production database);
 * - `pglite`: again on the embedded database, only the files named `*.pglite.test.ts` or
 *   `*.pglite.routes.test.ts`: those that exercise what is specific to it (start-up, migrations, data
 *   folder, driver differences, a routes smoke).
 * `npx vitest run` runs both; `--project postgres` or `--project pglite` one of them.
 */
const DEFAULT_POSTGRES_URL = 'postgresql://postgres@127.0.0.1:5432/test';
const EMBEDDED_FILES = ['src/**/*.pglite.*test.ts', 'test/**/*.pglite.*test.ts'];

const shared = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Each test file opens its own database, cloned from one migrated template made once per run.
  globalSetup: ['./test/global-setup.ts'],
  pool: 'forks' as const,
  // A worker runs its files in one module graph instead of a new one per file: importing the app
  // (Fastify, Drizzle, PGlite, the PDF and image libraries) took 152 s of the PostgreSQL run's 187 s, once
  // per file. Each file still opens its own database and app; a file that needs a module's start-up state
  // resets it itself (the metrics registry, vi.resetModules): docs/adr/0042-ci-that-stays-fast.md.
  isolate: false,
};

export default defineConfig({
  test: {
    // Two cores: two files at a time (vitest's default leaves one core idle). Most of a file's time is
    // spent waiting on the database server, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'postgres',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: {
            TEST_DATABASE_KIND: 'postgres',
            TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL,
          },
        },
      },
      {
        test: {
          ...shared,
          name: 'pglite',
          include: EMBEDDED_FILES,
          env: { TEST_DATABASE_KIND: 'pglite', TEST_DATABASE_URL: '' },
        },
      },
    ],
  },
});
