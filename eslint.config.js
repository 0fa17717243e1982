import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // antd's Result announces its status icon in English; components/ui/status-result.tsx silences it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/status-result.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['Result'],
              message: 'Use StatusResult from components/ui/status-result.tsx.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module reaches another module through its services, never its repositories (ADR: module contract).
    // The job queue's repository is the shared infrastructure every module enqueues with.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository', '../*/*.repository.ts', '!../jobs/jobs.repository.ts'],
              message: "Use the owning module's service: another module's repository is its own business.",
            },
          ],
        },
      ],
    },
  },
  {
    // Payments and exports build on tickets; tickets importing them would make the circle again (ADR 0018).
    files: ['apps/server/src/modules/tickets/**/*.ts'],
    ignores: ['apps/server/src/modules/tickets/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository', '../*/*.repository.ts', '!../jobs/jobs.repository.ts'],
              message: "Use the owning module's service: another module's repository is its own business.",
            },
            {
              group: ['../payments/*', '../exports/*'],
              message:
                'Tickets imports neither payments nor exports: they call its services, or it offers a hook.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', '**/*.config.{js,ts}', 'bench/**', 'apps/server/**', 'e2e/**'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
