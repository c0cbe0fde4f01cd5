import { expect, it } from 'vitest';
import { seededRandom } from '../runner/random';
import { planStroop } from './plan';

it('holds the incongruent share and only the level’s colours', () => {
  const params = { trials: 24, responseWindowMs: 2000, incongruentRatio: 0.5, colourCount: 3 };
  const plan = planStroop(params, seededRandom(2), 3);
  expect(plan.scored.filter((s) => s.word !== s.ink)).toHaveLength(12);
  const used = new Set(plan.scored.flatMap((s) => [s.word, s.ink]));
  expect([...used].every((id) => ['red', 'yellow', 'blue'].includes(id))).toBe(true);
  expect(plan.practice).toHaveLength(3);
});
