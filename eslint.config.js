import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import cep from './eslint/plugin.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { cep },
    rules: {
      'cep/dependency-direction': 'error',
      'cep/no-raw-palette': 'error', // only packages/*/src and apps/console/src (the rule checks the path)
      // No import cycle between the entries of any folder of a member's src/, type imports included
      // (eslint/folder-graph.js says how imports become edges).
      'cep/no-folder-cycles': 'error',
      // The server: a kernel that imports no domain, domains that never import the composition
      // (docs/decisions/0010-server-layout.md).
      'cep/layers': [
        'error',
        {
          'apps/server/src': {
            kernel: 'platform',
            composition: ['main', 'app', 'handlers', 'seed'],
          },
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles inside a package: a cycle makes the order modules run in depend on which
    // one is imported first (a value read before its module ran is undefined). Type-only imports
    // are erased and do not count.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Playwright fixtures take `({}, use)`; `use` there is Playwright's, not React's.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
