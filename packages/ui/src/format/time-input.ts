import { parseIsoDateTime } from './parse-iso';
import { parseTime } from './parse-time';

/**
 * A moment as the API and the pages hold it: a Date; epoch milliseconds; epoch seconds (a
 * 10-digit integer, as some endpoints send); a numeric string of either; `y-m-d h:i:s` or `y-m-d`
 * (local time); or an ISO 8601 date-time. `null` and `undefined` stand for "no value".
 */
export type TimeInput = Date | number | string | null | undefined;

// 10 digits are the epoch seconds of 2001-09-09 to 2286-11-20, and as milliseconds would be a few
// days of 1970 that no record of this platform holds: the same rule as the spec's parseTime.
const isEpochSeconds = (n: number) => Number.isInteger(n) && n >= 1e9 && n < 1e10;

/** The Date meant by `input`, or `undefined` when it names no valid moment. */
export function toDate(input: TimeInput): Date | undefined {
  if (input === null || input === undefined) return undefined;
  if (input instanceof Date) return valid(new Date(input.getTime()));
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return undefined;
    return valid(new Date(isEpochSeconds(input) ? input * 1000 : input));
  }
  const text = input.trim();
  // Digits only: an epoch, never the year-first forms below (`20260105` is not a date here).
  if (/^\d+$/.test(text)) return toDate(Number(text));
  return parseTime(text) ?? parseIsoDateTime(text);
}

// Outside ±8.64e15 ms a Date is invalid and its getters return NaN.
function valid(date: Date): Date | undefined {
  return Number.isNaN(date.getTime()) ? undefined : date;
}
