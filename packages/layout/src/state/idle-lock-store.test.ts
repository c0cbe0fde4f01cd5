import { describe, expect, it } from 'vitest';
import { defaultIdleLimits, idleMinutesWithin } from './idle-lock-store';

describe('idleMinutesWithin', () => {
  const limits = { min: 5, max: 30, default: 15 };
  it('is the default without a choice, and 15 of 1..60 before the server says', () => {
    expect(idleMinutesWithin(null, limits)).toBe(15);
    expect(idleMinutesWithin(Number.NaN, limits)).toBe(15);
    expect(defaultIdleLimits).toEqual({ min: 1, max: 60, default: 15 });
  });
  it('brings a choice within the limits an admin set', () => {
    expect(idleMinutesWithin(1, limits)).toBe(5);
    expect(idleMinutesWithin(45, limits)).toBe(30);
    expect(idleMinutesWithin(12.4, limits)).toBe(12);
  });
});
