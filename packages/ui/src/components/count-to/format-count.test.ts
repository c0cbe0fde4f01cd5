import { describe, expect, it } from 'vitest';
import { easings } from './easing';
import { formatCountValue } from './format-count';

describe('formatCountValue', () => {
  it('groups thousands and rounds to the decimals asked for', () => {
    expect(formatCountValue(1234567)).toBe('1,234,567');
    expect(formatCountValue(1234.5678, { decimals: 2 })).toBe('1,234.57');
    expect(formatCountValue(999.996, { decimals: 2 })).toBe('1,000.00');
    expect(formatCountValue(12, { decimals: 3 })).toBe('12.000');
  });

  it('takes another separator, decimal mark, prefix and suffix', () => {
    expect(formatCountValue(1234567.8, { decimals: 1, separator: ' ', decimal: ',' })).toBe(
      '1 234 567,8',
    );
    expect(formatCountValue(2048, { separator: '' })).toBe('2048');
    expect(formatCountValue(98.5, { decimals: 1, prefix: '¥', suffix: ' 元' })).toBe('¥98.5 元');
  });

  it('keeps the sign before the prefix and drops it from a rounded zero', () => {
    expect(formatCountValue(-1234.5, { decimals: 1, prefix: '¥' })).toBe('-¥1,234.5');
    expect(formatCountValue(-0.004, { decimals: 2 })).toBe('0.00');
  });
});

describe('easings', () => {
  it.each(Object.entries(easings))('%s runs from 0 to 1 and never goes back', (_, ease) => {
    expect(ease(0)).toBeCloseTo(0, 2);
    expect(ease(1)).toBe(1);
    let last = -Infinity;
    for (let t = 0; t <= 1; t += 0.05) {
      expect(ease(t)).toBeGreaterThanOrEqual(last);
      last = ease(t);
    }
  });
});
