import { expect, it } from 'vitest';
import { seededRandom } from '../runner/random';
import { planGoNoGo } from './plan';

it('holds exactly the no-go share, practice alternating go and no-go', () => {
  const params = { trials: 40, stimulusMs: 800, responseWindowMs: 1300, noGoRatio: 0.25 };
  const plan = planGoNoGo(params, seededRandom(4), 4);
  expect(plan.scored).toHaveLength(40);
  expect(plan.scored.filter((s) => s === 'nogo')).toHaveLength(10);
  expect(plan.practice).toEqual(['go', 'nogo', 'go', 'nogo']);
});
