import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { expect, it } from 'vitest';

/**
 * pinyin-pro carries its dictionary (most of its weight), and fuse.js is the next heaviest part of
 * the navbar: neither may be in an app's first load, nor the dialogs of the route search and the
 * error log (issue 17: they load when first opened).
 * This bundles the Navbar for the browser as an app's Vite build does (React, the router and
 * @cep/ui left to the app) and checks that each sits only in chunks reached through a dynamic
 * import, when the route search (or the error log) first opens.
 */
it('keeps pinyin-pro, fuse.js and the navbar’s dialogs out of its first load, loaded on demand', async () => {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(import.meta.dirname, '../navbar/index.ts'), formats: ['es'] },
      rollupOptions: {
        external: [/^react($|\/)/, /^react-dom($|\/)/, 'react-router', /^@cep\/ui/, /^radix-ui/],
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) =>
    output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  // The first load: the entry and every chunk it imports statically, however deep.
  const firstLoad = new Set<Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || firstLoad.has(chunk)) return;
    firstLoad.add(chunk);
    chunk.imports.forEach((file) => visit(byName.get(file)));
  };
  visit(entry);
  // Everything reached from the first load through dynamic imports, however deep.
  const loadedOnDemand = new Set<Rolldown.OutputChunk>();
  const visitLater = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || firstLoad.has(chunk) || loadedOnDemand.has(chunk)) return;
    loadedOnDemand.add(chunk);
    [...chunk.imports, ...chunk.dynamicImports].forEach((file) => visitLater(byName.get(file)));
  };
  [...firstLoad]
    .flatMap((chunk) => chunk.dynamicImports)
    .forEach((file) => visitLater(byName.get(file)));
  const holding = (name: string) => (chunk: Rolldown.OutputChunk) =>
    chunk.moduleIds.some((id) => id.includes(name));

  for (const name of ['pinyin-pro', 'fuse.js', 'route-search-dialog', 'error-log-dialog']) {
    expect([...firstLoad].filter(holding(name)), name).toEqual([]);
    const lazy = chunks.filter(holding(name));
    expect(lazy, name).toHaveLength(1);
    expect(loadedOnDemand.has(lazy[0]!), name).toBe(true);
  }
  const pinyinChunks = chunks.filter(holding('pinyin-pro'));

  const gz = (chunk: Rolldown.OutputChunk) => gzipSync(chunk.code, { level: 9 }).byteLength;
  // The dictionary is the heavy part: far more than the whole navbar it is kept out of.
  expect(gz(pinyinChunks[0]!)).toBeGreaterThan(2 * gz(entry));
}, 60_000);
