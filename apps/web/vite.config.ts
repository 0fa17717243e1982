import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { ChunkingContext, CodeSplittingOptions } from 'rolldown';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { localeSections } from './locale-sections.ts';

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const DOMAIN = /[\\/]packages[\\/]domain[\\/]/;
const WIDGETS = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/;
const HOME_PAGE = fileURLToPath(new URL('./src/features/content/pages/home-page.tsx', import.meta.url));

/** The modules Home's page imports, directly or through others: Home's first visit needs them. */
let homeModules: Set<string> | undefined;
function homeNeeds(id: string, ctx: ChunkingContext): boolean {
  if (!homeModules) {
    homeModules = new Set();
    const visit = (moduleId: string) => {
      if (homeModules!.has(moduleId)) return;
      homeModules!.add(moduleId);
      for (const imported of ctx.getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
    };
    visit(HOME_PAGE);
  }
  return homeModules.has(id);
}

/**
 * Fewer, larger files for every page but Home (ADR 0041). Left alone, the build makes a file of each set
 * of pages sharing code: 300 files, two thirds under 3 KB, and a page such as the ticket search asked for
 * 57 of them, each a round trip on a phone's connection. Instead: what the entry needs in one file of
 * libraries and one of domain rules; the rest of the domain rules (small, shared by most pages) in one
 * file, but for what Home's page needs, left where Home's budget wants it; and the widget library in
 * files shared by the same pages, the smaller of them merged into their nearest neighbour.
 */
const CHUNKS: CodeSplittingOptions = {
  groups: [
    { name: 'vendor-first', test: NODE_MODULES, tags: ['$initial'], priority: 30 },
    { name: 'domain-first', test: DOMAIN, tags: ['$initial'], priority: 20 },
    {
      name: (id, ctx) => (DOMAIN.test(id) && homeNeeds(id, ctx) ? 'domain-home' : null),
      priority: 15,
    },
    { name: 'domain', test: DOMAIN, priority: 10 },
    { name: 'widgets', test: WIDGETS, priority: 5, entriesAware: true, entriesAwareMergeThreshold: 30_000 },
  ],
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // The e2e harness builds from inside vitest, which sets NODE_ENV=test; a production build must not
  // inherit it (React and antd would ship their development code and test-only ids).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    base: '/portal/',
    // Every text asset ships with .br and .gz beside it; the server picks one by the visitor's Accept-Encoding.
    plugins: [
      localeSections(),
      react(),
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    ],
    server: {
      port: 5173,
      proxy: {
        '/rest': 'http://127.0.0.1:8080',
        '/json': 'http://127.0.0.1:8080',
        '/sandbox': 'http://127.0.0.1:8080',
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      // Every browser of the es2022 target but Safari 16 preloads modules itself; there a page's chunks load
      // when imported instead of ahead. The polyfill would cost every first visit its bytes (ADR 0037).
      modulePreload: { polyfill: false },
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: CHUNKS,
              // A chunk shared by several pages is named by the list of them: a hash is enough.
              chunkFileNames: (chunk) =>
                chunk.name.includes('~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
            },
          },
    },
    test: {
      // happy-dom and worker threads: the same 665 tests at about 40 % less CPU than jsdom in forks, measured
      // on the 2-core machine (docs/adr/0042-ci-that-stays-fast.md).
      environment: 'happy-dom',
      pool: 'threads',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      testTimeout: 30_000,
      // Both cores (vitest's default leaves one of two idle): component tests are CPU-bound.
      maxWorkers: 2,
    },
  };
});
