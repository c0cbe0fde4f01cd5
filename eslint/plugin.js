import { dependencyDirection } from './dependency-direction.js';

/** The project's own lint rules, used as the `cep` plugin in eslint.config.js. */
export default {
  meta: { name: 'eslint-plugin-cep' },
  rules: { 'dependency-direction': dependencyDirection },
};
