import path from 'node:path';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { expect, it } from 'vitest';

/**
 * Issue 12: the shell's menus (the navbar's avatar, language, font-size and "more" menus, the tags'
 * context menu, the collapsed sidebar's flyouts) load on first use, so Radix Menu (with its roving
 * focus, focus scope, scroll lock) is not in an app's first load. This bundles the shell as an
 * app's Vite build does (@cep/ui from its source, React and the router left to the app) and checks
 * that Radix Menu and each menu's part sit only in chunks reached through a dynamic import.
 */
it('keeps Radix Menu and the shell’s menus out of its first load, loaded on first use', async () => {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(import.meta.dirname, '../../index.ts'), formats: ['es'] },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, 'react-router'] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) =>
    output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const firstLoad = new Set<Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || firstLoad.has(chunk)) return;
    firstLoad.add(chunk);
    chunk.imports.forEach((file) => visit(byName.get(file)));
  };
  visit(chunks.find((chunk) => chunk.isEntry));
  const holding = (name: string) => (chunk: Rolldown.OutputChunk) =>
    chunk.moduleIds.some((id) => id.includes(name));

  // Radix is bundled, not left out: the collapsed sidebar's tooltips are in the first load.
  expect([...firstLoad].filter(holding('@radix-ui/react-tooltip'))).not.toEqual([]);
  for (const name of [
    '@radix-ui/react-menu',
    'react-dropdown-menu',
    'avatar-menu-part',
    'language-switch-part',
    'font-size-select-part',
    'navbar-more-menu-part',
    'visited-views/tag-menu',
    'sidebar/menu-flyout',
  ]) {
    expect([...firstLoad].filter(holding(name)), name).toEqual([]);
    expect(chunks.filter(holding(name)).length, name).toBeGreaterThan(0);
  }
}, 60_000);
