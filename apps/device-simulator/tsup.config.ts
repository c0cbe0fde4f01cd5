import { defineConfig } from 'tsup';

/**
 * A runnable bundle in dist/, like the server: @cep/contract and @cep/signals (root entry,
 * decision 0008) are bundled from their sources; `ws` stays external.
 */
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: false,
  sourcemap: true,
  clean: true,
  noExternal: ['@cep/contract', '@cep/signals'],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
