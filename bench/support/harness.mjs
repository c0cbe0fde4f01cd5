// The browser benches' harness pages (bench/exercises, bench/signals): built with Vite like the
// console (React, Tailwind, the kit's theme, workspace packages from source) into a temporary
// folder, and served from it on a free local port.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the harness page in `harnessDir`; resolves with the folder it was built into. */
export async function buildHarness(harnessDir, { name, manifest = false }) {
  const require = createRequire(path.join(root, 'apps/console/package.json'));
  const uiManifest = require.resolve('@cep/ui/package.json');
  const themeCss = path.join(
    path.dirname(uiManifest),
    JSON.parse(readFileSync(uiManifest, 'utf8')).exports['./theme.css'].source,
  );
  const outDir = mkdtempSync(path.join(tmpdir(), `cep-bench-${name}-`));
  await build({
    root: harnessDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      alias: [{ find: '@cep/ui/theme.css', replacement: themeCss }],
    },
    build: { outDir, target: 'es2022', manifest, emptyOutDir: true },
  });
  return outDir;
}

/**
 * Serves `outDir` on 127.0.0.1 (a free port); resolves with its address and a `close` that stops
 * the server and removes the folder.
 */
export async function serveHarness(outDir) {
  const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
  const server = createServer((request, response) => {
    const pathname = new URL(request.url, 'http://x').pathname;
    const file = path.join(outDir, pathname === '/' ? 'index.html' : pathname);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'text/plain' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    close() {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
