import { expect, it } from 'vitest';
import { seededRandom } from '../runner/random';
import { planRotation } from './plan';
import { isChiral, normalise, parseCells } from './shapes';

it('tells chiral shapes (L, S) from symmetric ones (T, square, bar)', () => {
  expect(isChiral(parseCells('0,0;0,1;0,2;1,2'))).toBe(true); // L
  expect(isChiral(parseCells('1,0;2,0;0,1;1,1'))).toBe(true); // S
  expect(isChiral(parseCells('0,0;1,0;2,0;1,1'))).toBe(false); // T
  expect(isChiral(parseCells('0,0;1,0;0,1;1,1'))).toBe(false); // square
  expect(isChiral(parseCells('0,0;1,0;2,0;3,0'))).toBe(false); // bar
});

it('shapes of the level’s size, all chiral; the mirrored share and angle range hold', () => {
  const params = {
    cells: 6,
    maxAngle: 135,
    mirrorRatio: 0.5,
    trials: 16,
    responseWindowMs: 5000,
  };
  const plan = planRotation(params, seededRandom(9), 4);
  expect(plan.practice).toHaveLength(4);
  expect(plan.scored.filter((item) => item.answer === 'mirror')).toHaveLength(8);
  for (const item of plan.scored) {
    expect(item.cells).toHaveLength(6);
    expect(new Set(item.cells.map(([x, y]) => `${x},${y}`)).size).toBe(6);
    expect(normalise(item.cells)).toBe(item.cells.map(([x, y]) => `${x},${y}`).join(';'));
    expect(isChiral(item.cells)).toBe(true);
    expect(Math.abs(item.angle) % 45).toBe(0);
    expect(Math.abs(item.angle)).toBeGreaterThanOrEqual(45);
    expect(Math.abs(item.angle)).toBeLessThanOrEqual(135);
  }
});
