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
    // The web's boundaries (apps/web/README.md, ADR web-boundaries): a feature never imports another
    // feature (app/ composes them); components/ and lib/ never import a feature or app/; no import cycles.
    // Limited to the web's sources so the whole-graph cycle check stays fast.
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
      'import/no-cycle': 'error',
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
