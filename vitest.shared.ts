import { defaultClientConditions, defaultServerConditions } from 'vite';

/** Workspace packages resolve to their `src/` through the `source` export condition. */
export const sourceResolve = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
