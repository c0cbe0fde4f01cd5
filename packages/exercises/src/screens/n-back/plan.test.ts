import { expect, it } from 'vitest';
import { isNBackTarget } from '../../scoring';
import { seededRandom } from '../runner/random';
import { nBackStream, planNBack } from './plan';

it.each([1, 2, 3])('%i-back: targets are exactly the repeats n back, in the asked share', (n) => {
  const stream = nBackStream(23, n, 0.3, seededRandom(n));
  const letters = stream.map((s) => s.letter);
  stream.forEach((s, i) => expect(s.target).toBe(isNBackTarget(letters, i, n)));
  expect(stream.filter((s) => s.target)).toHaveLength(Math.round((23 - n) * 0.3));
});

it('plans a practice stream long enough to hold targets, then the level stream', () => {
  const params = { n: 2, trials: 22, stimulusMs: 750, responseWindowMs: 2000, targetRatio: 0.3 };
  const plan = planNBack(params, seededRandom(5), 5);
  expect(plan.practice).toHaveLength(7);
  expect(plan.practice.some((s) => s.target)).toBe(true);
  expect(plan.scored).toHaveLength(22);
});
