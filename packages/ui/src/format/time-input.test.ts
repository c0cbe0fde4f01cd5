import { describe, expect, it } from 'vitest';
import { toDate } from './time-input';

const moment = new Date(2026, 0, 5, 9, 3, 7);
const ms = moment.getTime();
const seconds = ms / 1000;

describe('toDate', () => {
  it('takes a Date, and returns a copy', () => {
    const date = toDate(moment);
    expect(date).toEqual(moment);
    expect(date).not.toBe(moment);
  });

  it('reads a 10-digit integer as epoch seconds and longer ones as milliseconds', () => {
    expect(String(seconds)).toHaveLength(10);
    expect(toDate(seconds)).toEqual(moment);
    expect(toDate(ms)).toEqual(moment);
  });

  it('reads numeric strings the same way', () => {
    expect(toDate(String(seconds))).toEqual(moment);
    expect(toDate(String(ms))).toEqual(moment);
  });

  it('reads 10 digits as seconds from 1e9 up to 1e10 only', () => {
    expect(toDate(999_999_999)?.getTime()).toBe(999_999_999);
    expect(toDate(1_000_000_000)?.getTime()).toBe(1_000_000_000_000);
    expect(toDate(9_999_999_999)?.getTime()).toBe(9_999_999_999_000);
    expect(toDate(10_000_000_000)?.getTime()).toBe(10_000_000_000);
    // A fraction is not an epoch in seconds: milliseconds, which Date truncates.
    expect(toDate(1_767_582_187.5)?.getTime()).toBe(1_767_582_187);
  });

  it('reads ISO date-times with Z or an offset as that instant', () => {
    const instant = Date.UTC(2026, 0, 5, 1, 3, 7, 120);
    expect(toDate('2026-01-05T01:03:07.120Z')?.getTime()).toBe(instant);
    expect(toDate('2026-01-05T09:03:07.12+08:00')?.getTime()).toBe(instant);
    expect(toDate('2026-01-04T20:03:07.120-0500')?.getTime()).toBe(instant);
    // PostgreSQL's microseconds: the Date keeps the milliseconds.
    expect(toDate('2026-01-05T01:03:07.120456Z')?.getTime()).toBe(instant);
  });

  it('reads ISO date-times without an offset as local time', () => {
    expect(toDate('2026-01-05T09:03:07')).toEqual(moment);
    expect(toDate('2026-01-05T09:03')).toEqual(new Date(2026, 0, 5, 9, 3));
  });

  it('reads y-m-d h:i:s and y-m-d as local time', () => {
    expect(toDate('2026-01-05 09:03:07')).toEqual(moment);
    expect(toDate('2026-01-05')).toEqual(new Date(2026, 0, 5));
  });

  it('returns undefined for anything else', () => {
    for (const input of [
      null,
      undefined,
      '',
      '   ',
      'yesterday',
      '2026-02-30',
      '2026-02-30T00:00:00Z',
      '2026-01-05T09:03:07+24:00',
      'Mon, 05 Jan 2026 09:03:07 GMT',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      8.64e15 + 1,
      new Date(Number.NaN),
    ]) {
      expect(toDate(input), String(input)).toBeUndefined();
    }
  });
});
