import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

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

// The console is assembled from the workspace packages' sources (`source` export
// condition), so a change in @cep/ui shows up in `pnpm dev` without a package build.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@cep/ui/theme.css': sourceExport('@cep/ui', './theme.css') },
  },
  server: {
    // `pnpm dev`: the API server (apps/server, port 8080 by default) behind the Vite dev server.
    proxy: { '/api': process.env.CEP_API_URL ?? 'http://localhost:8080' },
  },
  build: { target: 'es2022', sourcemap: true },
});
