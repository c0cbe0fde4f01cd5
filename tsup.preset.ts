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
    // tsup's declaration build passes a baseUrl, which TypeScript 6 deprecates.
    dts: { compilerOptions: { customConditions: [], ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    splitting: false,
    ...overrides,
  };
}
