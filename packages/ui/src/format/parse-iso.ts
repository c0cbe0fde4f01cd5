import { isCalendarDate, isClockTime, localDate } from './calendar';

// What servers send: `2026-01-05T01:03:07.000Z`, `2026-01-05T09:03:07+08:00`, or without an offset
// (local time, as ECMAScript reads it). Parsed here rather than by `Date.parse`, which turns
// `2026-02-30T00:00:00Z` into 2 March and accepts engine-specific forms besides.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/;

/** An ISO 8601 date-time (with `T`) as a Date; `undefined` if not one or impossible. */
export function parseIsoDateTime(text: string): Date | undefined {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((f) => Number(f ?? 0));
  if (!isCalendarDate(year!, month!, day!) || !isClockTime(hour!, minute!, second!)) {
    return undefined;
  }
  // Digits past the millisecond (PostgreSQL's microseconds) cannot be kept by a Date.
  const millisecond = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const [utc, sign, offsetHours, offsetMinutes] = match.slice(8);
  if (!utc && !sign) return localDate(year!, month!, day!, hour!, minute!, second!, millisecond);

  let offset = 0;
  if (sign) {
    if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return undefined;
    offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  }
  const date = new Date(0);
  date.setUTCFullYear(year!, month! - 1, day!);
  // Minutes past 59 or below 0 carry into the hour and day, which is the offset's arithmetic.
  date.setUTCHours(hour!, minute! - offset, second!, millisecond);
  return date;
}
