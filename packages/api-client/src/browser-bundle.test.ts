import path from 'node:path';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { expect, it } from 'vitest';

/**
 * The console loads this package on its first page: it must not bring zod (nor the contract's
 * schemas) with it. Types come from `@cep/contract`, values never; this bundles the package for
 * the browser, as the console's Vite build does, and lists what went in.
 */
it('bundles for the browser without @cep/contract’s runtime or zod', async () => {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(import.meta.dirname, 'index.ts'), formats: ['es'] },
      rollupOptions: { external: ['axios'] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) =>
    output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
  );
  const modules = chunks.flatMap((chunk) => chunk.moduleIds);
  expect(modules.some((id) => id.includes('/api-client/src/index.ts'))).toBe(true);
  expect(modules.filter((id) => /zod|packages\/contract/.test(id))).toEqual([]);
  expect(chunks.map((chunk) => chunk.imports).flat()).toEqual(['axios']);
});
