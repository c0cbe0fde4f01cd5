import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { firstLoadChunks } from './first-load-chunks';

/**
 * Where a workspace package's export points under the `source` condition.
 * Tailwind resolves CSS `@import`s with its own conditions (style/default →
 * dist), so `@cep/ui/theme.css` is aliased to the package's declared source:
 * an edit shows up at once and a fresh clone needs no package build.
 */
function sourceExport(packageName: string, entry: string): string {
  const manifestPath = createRequire(import.meta.url).resolve(`${packageName}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { source: string }>;
  };
  return path.join(path.dirname(manifestPath), manifest.exports[entry]!.source);
}

/**
 * react-router's `exports` point every condition at its development build (dev warnings,
 * invariant texts: ~27 KiB more than it needs); the production build sits beside it. A
 * production build of the console takes that one.
 */
function reactRouterProduction(): string {
  const manifestPath = createRequire(import.meta.url).resolve('react-router/package.json');
  return path.join(path.dirname(manifestPath), 'dist/production/index.mjs');
}

// The console is assembled from the workspace packages' sources (`source` export
// condition), so a change in @cep/ui shows up in `pnpm dev` without a package build.
export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), firstLoadChunks(import.meta.dirname)],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      { find: '@cep/ui/theme.css', replacement: sourceExport('@cep/ui', './theme.css') },
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction() }]
        : []),
    ],
  },
  server: {
    // `pnpm dev`: the API server (apps/server, port 8080 by default) behind the Vite dev server.
    // The API, and the FHIR interface (issue 31) for an integration engineer trying it in development.
    proxy: {
      '/api': process.env.CEP_API_URL ?? 'http://localhost:8080',
      '/fhir': process.env.CEP_API_URL ?? 'http://localhost:8080',
    },
  },
  // The manifest tells scripts/check-budgets.mjs which chunks each first load takes.
  build: { target: 'es2022', sourcemap: true, manifest: true },
}));
