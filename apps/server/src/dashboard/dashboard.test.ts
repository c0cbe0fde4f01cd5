import { describe, expect, it } from 'vitest';
import { signInDays, signInWindow } from './dashboard';

describe('signInWindow', () => {
  it('ends with today in China Standard Time, even just after its midnight', () => {
    // 2025-01-15 16:30 UTC is 2025-01-16 00:30 in UTC+8.
    const { days, from } = signInWindow(Date.UTC(2025, 0, 15, 16, 30));
    expect(days).toHaveLength(signInDays);
    expect(days.at(-1)).toBe('2025-01-16');
    expect(days[0]).toBe('2024-12-18');
    // The first day began at its midnight UTC+8, 16:00 UTC the day before.
    expect(from.toISOString()).toBe('2024-12-17T16:00:00.000Z');
  });

  it('just before midnight UTC+8 it is still the same day', () => {
    const { days } = signInWindow(Date.UTC(2025, 0, 15, 15, 59));
    expect(days.at(-1)).toBe('2025-01-15');
    expect(new Set(days).size).toBe(signInDays);
  });
});
