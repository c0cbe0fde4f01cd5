import { dependencyDirection } from './dependency-direction.js';
import { layers } from './layers.js';
import { noFolderCycles } from './no-folder-cycles.js';
import { noRawPalette } from './no-raw-palette.js';

/** The project's own lint rules, used as the `cep` plugin in eslint.config.js. */
export default {
  meta: { name: 'eslint-plugin-cep' },
  rules: {
    'dependency-direction': dependencyDirection,
    layers,
    'no-folder-cycles': noFolderCycles,
    'no-raw-palette': noRawPalette,
  },
};
