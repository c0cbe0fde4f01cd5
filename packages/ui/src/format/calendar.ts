// `new Date(2026, 1, 30)` quietly rolls over to 2 March. A date someone typed or a server sent must
// be rejected instead, so every parser checks the fields before building a Date.

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether year-month-day names a real day of the Gregorian calendar (month 1–12). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= DAYS_IN_MONTH[month - 1]! + (month === 2 && leap ? 1 : 0);
}

/** Whether hour:minute:second is a time on a 24-hour clock (no leap second, no `24:00`). */
export function isClockTime(hour: number, minute: number, second: number): boolean {
  return hour <= 23 && minute <= 59 && second <= 59;
}

/**
 * A Date at that local wall-clock time. `setFullYear` because the Date constructor maps years
 * 0–99 to 1900–1999. A time skipped by a daylight-saving change moves forward, as Date does.
 */
export function localDate(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): Date {
  const date = new Date(2000, 0, 1, hour, minute, second, millisecond);
  date.setFullYear(year, month - 1, day);
  return date;
}
