import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import cep from './eslint/plugin.js';

/*
 * Where React code lives: the React packages' and the console's sources, Storybook, and any JSX.
 * The hooks rules (the React Compiler's analysis in 7.x, about half of the lint run's time) have
 * nothing to judge elsewhere: the server, the contract, the API client (free of React by the
 * dependency rule) and the tooling hold no component and no hook.
 */
const reactFiles = [
  'packages/{ui,layout,auth,exercises,signals}/src/**/*.{ts,tsx}',
  'apps/console/src/**/*.{ts,tsx}',
  '.storybook/**/*.{ts,tsx}',
  '**/*.{jsx,tsx}',
];

/*
 * Sources of the workspace members. No import cycle can run through them: cep/no-folder-cycles
 * refuses a cycle between the entries of every folder of a src/ tree, which leaves no chain of
 * relative imports that comes back to its file (eslint/folder-graph.js), a package never names
 * itself there (cep/dependency-direction), and packages import each other one way only. So
 * import-x's per-file search of the whole graph (a quarter of the lint run) is kept for the files
 * outside them (tooling, tests of the repo, Storybook, e2e).
 */
const memberSources = ['packages/*/src/**', 'apps/*/src/**'];

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
  { ...reactHooks.configs.flat['recommended-latest'], files: reactFiles },
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
    ignores: memberSources,
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
