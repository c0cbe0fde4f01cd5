import type { Options } from 'tsup';

/**
 * One build shape for every published @cep/* package: ESM with declarations,
 * dependencies and peers left external (tsup reads them from package.json),
 * and the `source` export condition off so a package never inlines its
 * siblings' `src/`.
 */
export function packageBuild(overrides: Options = {}): Options {
  return buildPart({
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
  });
}

/**
 * `CEP_BUILD_PART=js` builds the JavaScript only and `CEP_BUILD_PART=types` the declarations only,
 * next to it (no clean, no onSuccess); unset, both. npm test builds the JavaScript first so the
 * end-to-end tests start on it while the declarations (nine tenths of a package build's time:
 * TypeScript's whole program per package) are made beside them for the steps that read them
 * (scripts/test-all.mjs).
 */
function buildPart(options: Options): Options {
  const part = process.env.CEP_BUILD_PART;
  if (part === 'js') return { ...options, dts: false };
  if (part === 'types') {
    if (!options.dts) throw new Error('CEP_BUILD_PART=types for a package without declarations');
    const dts = typeof options.dts === 'object' ? options.dts : {};
    return { ...options, dts: { ...dts, only: true }, clean: false, onSuccess: undefined };
  }
  return options;
}
