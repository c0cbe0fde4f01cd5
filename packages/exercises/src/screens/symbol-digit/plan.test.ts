import { expect, it } from 'vitest';
import { seededRandom } from '../runner/random';
import { planSymbolDigit } from './plan';

it('one key of `pairs` distinct symbols; items follow it and never repeat back to back', () => {
  const plan = planSymbolDigit(
    { pairs: 5, trials: 40, responseWindowMs: 4000 },
    seededRandom(4),
    3,
  );
  expect(plan.practice).toHaveLength(3);
  expect(plan.scored).toHaveLength(40);
  const key = plan.scored[0]!.key;
  expect(new Set(key).size).toBe(5);
  for (const item of [...plan.practice, ...plan.scored]) {
    expect(item.key).toEqual(key);
    expect(item.symbol).toBe(key[item.digit - 1]);
  }
  const digits = plan.scored.map((item) => item.digit);
  expect(digits.every((d, i) => i === 0 || d !== digits[i - 1])).toBe(true);
  expect(new Set(digits).size).toBe(5);
});
