import { describe, expect, it } from 'vitest';
import { numberUnit } from './number-unit';

describe('numberUnit', () => {
  it('writes numbers below 1000 as they are', () => {
    expect(numberUnit(0)).toBe('0');
    expect(numberUnit(-0)).toBe('0');
    expect(numberUnit(7)).toBe('7');
    expect(numberUnit(12.345)).toBe('12.345');
    expect(numberUnit(999)).toBe('999');
    expect(numberUnit(999.9)).toBe('999.9');
  });

  it('switches to k at 1000, dropping trailing zeros', () => {
    expect(numberUnit(1000)).toBe('1k');
    expect(numberUnit(1234)).toBe('1.2k');
    expect(numberUnit(1250)).toBe('1.3k');
    expect(numberUnit(999_949)).toBe('999.9k');
  });

  it('moves up a unit when rounding reaches 1000', () => {
    expect(numberUnit(999_950)).toBe('1M');
    expect(numberUnit(999_999_999)).toBe('1G');
  });

  it('steps through M, G, T, P and E by 1000', () => {
    expect(numberUnit(1e6)).toBe('1M');
    expect(numberUnit(1_500_000)).toBe('1.5M');
    expect(numberUnit(2.5e9)).toBe('2.5G');
    expect(numberUnit(1e12)).toBe('1T');
    expect(numberUnit(1e15)).toBe('1P');
    expect(numberUnit(1e18)).toBe('1E');
    // E is the last unit: larger numbers, and rounding up to 1000, stay in it.
    expect(numberUnit(999_950e15)).toBe('1000E');
    expect(numberUnit(1e24)).toBe('1000000E');
  });

  it('keeps the sign of negative numbers', () => {
    expect(numberUnit(-5)).toBe('-5');
    expect(numberUnit(-999)).toBe('-999');
    expect(numberUnit(-1000)).toBe('-1k');
    expect(numberUnit(-1234)).toBe('-1.2k');
    expect(numberUnit(-999_950)).toBe('-1M');
  });

  it('keeps the asked number of decimals, without trailing zeros', () => {
    expect(numberUnit(1234, 0)).toBe('1k');
    expect(numberUnit(1234, 2)).toBe('1.23k');
    expect(numberUnit(1500, 2)).toBe('1.5k');
    expect(numberUnit(1_234_567, 3)).toBe('1.235M');
    expect(numberUnit(999_500, 0)).toBe('1M');
  });

  it("returns '' for NaN and infinities", () => {
    expect(numberUnit(Number.NaN)).toBe('');
    expect(numberUnit(Number.POSITIVE_INFINITY)).toBe('');
    expect(numberUnit(Number.NEGATIVE_INFINITY)).toBe('');
  });
});
