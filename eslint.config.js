import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const WEB = './apps/web/src';
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A module reaches another module through its services; the job queue's repository is shared infrastructure. */
const ANOTHER_MODULES_REPOSITORY = {
  group: ['../*/*.repository', '../*/*.repository.ts', '!../jobs/jobs.repository.ts'],
  message: "Use the owning module's service: another module's repository is its own business.",
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', 'apps/server/drizzle/**'] },
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
    // A module reaches another module through its services, never its repositories (ADR 0018).
    // The job queue's repository is the shared infrastructure every module enqueues with.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [ANOTHER_MODULES_REPOSITORY],
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
            ANOTHER_MODULES_REPOSITORY,
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
    // Modules reach an external system through its port (modules/<system>/*.port.ts); the sandbox is one
    // adapter, chosen in src/adapters.ts. The typescript-eslint twin of no-restricted-imports is used so that
    // this block and the module rules above on the same files do not replace each other's options.
    // Tests are exempt: they arrange the sandbox's records as the external system would hold them.
    files: ['apps/server/src/modules/**/*.ts'],
    // No exception (issue 28): apps/server/src/modules/sandbox-imports.test.ts checks the same, and that no
    // table of the portal has a foreign key to the sandbox's td_* tables.
    ignores: ['apps/server/src/modules/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)sandbox/',
              message: 'A module reaches an external system through its port, never a sandbox file.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web names an error code by its constant (`ERROR_CODES.X` from @eticket/domain/errors/error-codes),
    // never by its text, so a renumbered code cannot leave a page comparing with the old one. Tests may
    // write codes out: they check what the server sends.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^[A-Z]+-[EWI]-[0-9]+$/]',
          message:
            'Use ERROR_CODES from @eticket/domain/errors/error-codes instead of an error code literal.',
        },
        {
          selector: 'TemplateElement[value.raw=/[A-Z]+-[EWI]-[0-9]+/]',
          message:
            'Use ERROR_CODES from @eticket/domain/errors/error-codes instead of an error code literal.',
        },
      ],
    },
  },
  {
    // The web's boundaries (apps/web/README.md, ADR 0020): a feature never imports another
    // feature (app/ composes them); components/ and lib/ never import a feature or app/. Import cycles, of
    // the web, the server and the domain, are refused by `npm run lint:cycles` (madge, ADR 0066).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message:
                'Features never import another feature: move the shared piece to components/ or lib/, or compose in app/.',
            })),
            {
              target: [`${WEB}/components`, `${WEB}/lib`],
              from: [`${WEB}/features`, `${WEB}/app`],
              message:
                'components/ and lib/ serve every feature, so they import no feature and nothing of app/.',
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
