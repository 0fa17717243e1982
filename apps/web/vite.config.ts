import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { localeSections } from './locale-sections.ts';

export default defineConfig(({ command, mode }) => {
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
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      testTimeout: 30_000,
      // Both cores (vitest's default leaves one of two idle): component tests are CPU-bound.
      maxWorkers: 2,
    },
  };
});
