import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { expect, it } from 'vitest';

/**
 * pinyin-pro carries its dictionary (most of its weight): it must not be in an app's first load.
 * This bundles the Navbar for the browser as an app's Vite build does (React, the router and
 * @cep/ui left to the app) and checks that pinyin-pro sits only in a chunk that is loaded by a
 * dynamic import, when the route search first opens.
 */
it('keeps pinyin-pro out of the navbar’s first load, in a chunk loaded on demand', async () => {
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
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  const lazy = chunks.filter((chunk) => !chunk.isEntry);
  const fromPinyin = (chunk: Rolldown.OutputChunk) =>
    chunk.moduleIds.some((id) => id.includes('pinyin-pro'));

  expect(fromPinyin(entry)).toBe(false);
  expect(entry.moduleIds.some((id) => id.includes('fuse.js'))).toBe(true);
  const pinyinChunks = lazy.filter(fromPinyin);
  expect(pinyinChunks).toHaveLength(1);
  expect(entry.dynamicImports).toContain(pinyinChunks[0]!.fileName);
  expect(entry.imports.some((file) => file === pinyinChunks[0]!.fileName)).toBe(false);

  const gz = (chunk: Rolldown.OutputChunk) => gzipSync(chunk.code, { level: 9 }).byteLength;
  // The dictionary is the heavy part: far more than the whole navbar it is kept out of.
  expect(gz(pinyinChunks[0]!)).toBeGreaterThan(2 * gz(entry));
}, 60_000);
