import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';
// Storybook loads main.ts with Node's ESM rules: the extension is required.
import { sourceResolve } from '../vitest.shared.ts';

const config: StorybookConfig = {
  stories: [
    // The designers' pages (ordered by preview.tsx's storySort) and the page examples.
    './docs/*.mdx',
    './docs/*.stories.tsx',
    './examples/*.stories.tsx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/console/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Story tests (VITEST is set in vitest's process) read no component docs: react-docgen's parse
  // of every component file is for the Docs pages of `storybook dev` and `storybook build`.
  typescript: { reactDocgen: process.env.VITEST ? false : 'react-docgen' },
  // Workspace packages resolve to src/ (the `source` export condition), styled by Tailwind v4.
  // Dependencies are pre-bundled up front: discovered mid-run, Vite re-optimises and
  // reloads the page, which fails a story test in a fresh clone ("Failed to fetch
  // dynamically imported module").
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      ...sourceResolve,
      plugins: [tailwindcss()],
      optimizeDeps: {
        include: [
          'radix-ui',
          // Dependencies of workspace packages, not of the root: named through their importer.
          '@cep/ui > sonner',
          '@cep/ui > lucide-react',
          '@cep/ui > culori/fn',
          '@cep/ui > class-variance-authority',
          '@cep/ui > clsx',
          'tailwind-merge',
          '@cep/ui > react-hook-form',
          '@cep/ui > @hookform/resolvers/zod',
          '@cep/ui > zod',
          '@cep/ui > @tanstack/react-table',
          // The Chart's lazy ECharts chunk (chart stories, the dashboard example).
          '@cep/ui > echarts/core',
          '@cep/ui > echarts/charts',
          '@cep/ui > echarts/components',
          '@cep/ui > echarts/renderers',
          '@cep/api-client > axios',
          '@cep/layout > fuse.js',
          '@cep/layout > pinyin-pro',
          '@cep/layout > react-error-boundary',
          '@cep/layout > lucide-react',
          '@cep/layout > class-variance-authority',
        ],
      },
    }),
};

export default config;
