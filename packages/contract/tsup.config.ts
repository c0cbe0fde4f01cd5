import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.preset';

// Two entries: the contract, and the OpenAPI builder (`@cep/contract/openapi`), which only the
// server uses; a browser app importing the contract never loads it. Shared code in one chunk.
export default defineConfig(
  packageBuild({ entry: ['src/index.ts', 'src/openapi.ts'], splitting: true }),
);
