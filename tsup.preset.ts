import type { Options } from 'tsup';

/**
 * One build shape for every published @cep/* package: ESM with declarations,
 * dependencies and peers left external (tsup reads them from package.json),
 * and the `source` export condition off so a package never inlines its
 * siblings' `src/`.
 */
export function packageBuild(overrides: Options = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: { compilerOptions: { customConditions: [] } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    splitting: false,
    ...overrides,
  };
}
