import { ApiError } from '@cep/api-client';
import { expect, it } from 'vitest';
import { guardErrorMessage } from './guard-loader';

it("shows the failure's own message, else 'Has Error' (spec §8)", () => {
  expect(guardErrorMessage(new ApiError(50008, '令牌无效'), 'Has Error')).toBe('令牌无效');
  expect(guardErrorMessage(new Error(''), 'Has Error')).toBe('Has Error');
  expect(guardErrorMessage('a string', 'Has Error')).toBe('Has Error');
  expect(guardErrorMessage(undefined, 'Has Error')).toBe('Has Error');
});
