import { describe, expect, it } from 'vitest';
import { parseTime } from './parse-time';

// Expected values are built with the local Date constructor, so the tests hold in any time zone.
describe('parseTime', () => {
  it('reads y-m-d h:i:s as local time', () => {
    expect(parseTime('2026-01-05 09:03:07')).toEqual(new Date(2026, 0, 5, 9, 3, 7));
  });

  it('reads y-m-d as local midnight, not UTC midnight', () => {
    expect(parseTime('2026-01-05')).toEqual(new Date(2026, 0, 5));
  });

  it('accepts one-digit fields and surrounding spaces', () => {
    expect(parseTime(' 2026-1-5 9:03:07 ')).toEqual(new Date(2026, 0, 5, 9, 3, 7));
  });

  it('reads the first and last moments of a day', () => {
    expect(parseTime('2026-12-31 23:59:59')).toEqual(new Date(2026, 11, 31, 23, 59, 59));
    expect(parseTime('2026-01-01 00:00:00')).toEqual(new Date(2026, 0, 1, 0, 0, 0));
  });

  it('keeps years below 100 (the Date constructor would add 1900)', () => {
    expect(parseTime('0050-03-01')?.getFullYear()).toBe(50);
  });

  it('rejects impossible dates instead of rolling them over', () => {
    expect(parseTime('2026-02-30')).toBeUndefined();
    expect(parseTime('2026-02-29')).toBeUndefined();
    expect(parseTime('2026-04-31')).toBeUndefined();
    expect(parseTime('2026-13-01')).toBeUndefined();
    expect(parseTime('2026-00-10')).toBeUndefined();
    expect(parseTime('2026-01-00')).toBeUndefined();
  });

  it('knows leap years: every 4th, not every 100th, every 400th', () => {
    expect(parseTime('2028-02-29')).toEqual(new Date(2028, 1, 29));
    expect(parseTime('2000-02-29')).toEqual(new Date(2000, 1, 29));
    expect(parseTime('1900-02-29')).toBeUndefined();
  });

  it('rejects impossible times', () => {
    expect(parseTime('2026-01-05 24:00:00')).toBeUndefined();
    expect(parseTime('2026-01-05 12:60:00')).toBeUndefined();
    expect(parseTime('2026-01-05 12:00:60')).toBeUndefined();
  });

  it('rejects other text', () => {
    for (const text of [
      '',
      'abc',
      '2026/01/05',
      '2026-01-05 09:03',
      '2026-01-05T09:03:07',
      '26-01-05',
      '2026-01-05 09:03:07 extra',
    ]) {
      expect(parseTime(text), text).toBeUndefined();
    }
  });
});
