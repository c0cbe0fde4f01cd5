import type { CallName, Calls } from '@cep/contract';

/**
 * Method and path of every call in the contract. Only types come from
 * `@cep/contract`: its rows carry zod schemas, which the browser does not need,
 * so importing them at runtime would put zod into the console's first load.
 * The mapped type makes the compiler reject a missing call or a path/method
 * that differs from the contract's literal; endpoints.test.ts checks the same at runtime.
 */
export const endpoints: { [N in CallName]: Pick<Calls[N], 'method' | 'path'> } = {
  health: { method: 'GET', path: '/api/health' },
};
