import { calls } from '@cep/contract';
import { expect, it } from 'vitest';
import { endpoints } from './endpoints';

it('has the method and path of every call in the contract', () => {
  const fromContract = Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [name, { method: call.method, path: call.path }]),
  );
  expect(endpoints).toEqual(fromContract);
});
