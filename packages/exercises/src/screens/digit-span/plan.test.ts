import { expect, it } from 'vitest';
import { seededRandom } from '../runner/random';
import { digitSequence, planDigitSpan } from './plan';

it('sequences have the span length and never the same digit twice in a row', () => {
  const random = seededRandom(1);
  for (let i = 0; i < 200; i++) {
    const sequence = digitSequence(8, random);
    expect(sequence).toMatch(/^\d{8}$/);
    expect(sequence).not.toMatch(/(\d)\1/);
  }
});

it('plans shorter practice sequences, then `trials` at the level span, the same for the same seed', () => {
  const params = { spanLength: 6, stimulusMs: 1000, trials: 4 };
  const plan = planDigitSpan(params, seededRandom(9), 2);
  expect(plan.practice.map((s) => s.length)).toEqual([4, 4]);
  expect(plan.scored.map((s) => s.length)).toEqual([6, 6, 6, 6]);
  expect(planDigitSpan(params, seededRandom(9), 2)).toEqual(plan);
});
