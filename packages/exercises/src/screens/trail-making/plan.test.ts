import { expect, it } from 'vitest';
import { seededRandom } from '../runner/random';
import { JITTER, planTrail, trailLayout } from './plan';

it('one circle per cell, jitter inside the cell: no two circles overlap', () => {
  for (let seed = 1; seed <= 50; seed += 1) {
    const layout = trailLayout(20, true, seededRandom(seed));
    const cells = layout.circles.map((c) => c.row * layout.cols + c.col);
    expect(new Set(cells).size).toBe(20);
    // Reading order (what Tab follows), not the order due.
    expect(cells).toEqual([...cells].sort((a, b) => a - b));
    expect(layout.circles.every((c) => Math.abs(c.dx) <= JITTER && Math.abs(c.dy) <= JITTER)).toBe(
      true,
    );
    expect(layout.circles.map((c) => c.label).sort()).toEqual([...layout.order].sort());
  }
});

it('practice is a short trail of the level’s part', () => {
  const b = planTrail({ count: 14, partB: true, timeLimitMs: 84_000 }, seededRandom(1));
  expect(b.practice[0]!.order).toEqual(['1', '甲', '2', '乙', '3', '丙']);
  expect(b.scored[0]!.order).toHaveLength(14);
  const a = planTrail({ count: 8, partB: false, timeLimitMs: 0 }, seededRandom(1));
  expect(a.practice[0]!.order).toEqual(['1', '2', '3', '4', '5']);
});
