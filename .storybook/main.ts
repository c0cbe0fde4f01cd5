import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';
// Storybook loads main.ts with Node's ESM rules: the extension is required.
import { sourceResolve } from '../vitest.shared.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/console/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Workspace packages resolve to src/ (the `source` export condition), styled by Tailwind v4.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { ...sourceResolve, plugins: [tailwindcss()] }),
};

export default config;
