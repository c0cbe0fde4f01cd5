import { expect, it } from 'vitest';
import { minMaxDecimate } from './decimate';

it('keeps the extremes of each column, a lone spike included', () => {
  const samples = new Float64Array(5000);
  samples[2501] = 300;
  samples[10] = -80;
  const { min, max } = minMaxDecimate(samples, 500);
  expect(min).toHaveLength(500);
  expect(max[250]).toBe(300);
  expect(min[1]).toBe(-80);
  expect(Math.max(...max.filter((_, c) => c !== 250))).toBe(0);
});

it('spreads fewer samples than columns over the width', () => {
  const { min, max } = minMaxDecimate([1, 2, 3], 6);
  expect([...min]).toEqual([1, 1, 2, 2, 3, 3]);
  expect([...max]).toEqual([1, 1, 2, 2, 3, 3]);
});

it('returns empty columns for no samples and skips non-finite values', () => {
  expect(Number.isNaN(minMaxDecimate([], 3).min[0])).toBe(true);
  const { min, max } = minMaxDecimate([Number.NaN, 4, Number.NaN, Number.NaN], 2);
  expect([min[0], max[0], min[1], max[1]]).toEqual([4, 4, 4, 4]);
});
