import { describe, expect, it } from 'vitest';
import { formatThousands } from './thousands';

describe('formatThousands', () => {
  it('puts a comma between groups of three integer digits', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(1_234_567)).toBe('1,234,567');
    expect(formatThousands(100_000_000_000_000_000_000 / 10)).toBe('10,000,000,000,000,000,000');
  });

  it('keeps the decimals as they are', () => {
    expect(formatThousands(1234.5678)).toBe('1,234.5678');
    expect(formatThousands(0.123456)).toBe('0.123456');
  });

  it('keeps the sign', () => {
    expect(formatThousands(-1234.5)).toBe('-1,234.5');
    expect(formatThousands(-999)).toBe('-999');
  });

  it('leaves exponent forms alone', () => {
    expect(formatThousands(1e21)).toBe('1e+21');
    expect(formatThousands(1.5e-7)).toBe('1.5e-7');
  });

  it("returns '' for NaN and infinities", () => {
    expect(formatThousands(Number.NaN)).toBe('');
    expect(formatThousands(Number.NEGATIVE_INFINITY)).toBe('');
  });
});
