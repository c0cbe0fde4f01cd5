import { isCalendarDate, isClockTime, localDate } from './calendar';

// The two forms `formatTime` writes by default and people type: `2026-01-05 09:03:07` and
// `2026-01-05`. One or two digits per field, so a hand-typed `2026-1-5 9:03:07` works too.
const LOCAL_DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?: (\d{1,2}):(\d{1,2}):(\d{1,2}))?$/;

/**
 * Reads `y-m-d h:i:s` or `y-m-d` as local time (a date alone is local midnight, unlike
 * `new Date('2026-01-05')`, which is UTC midnight and the day before west of Greenwich).
 *
 * @returns the Date, or `undefined` for any other text and for impossible dates or times
 * (`2026-02-30`, `2026-01-05 24:00:00`).
 */
export function parseTime(text: string): Date | undefined {
  const match = LOCAL_DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map(toNumber);
  if (!isCalendarDate(year!, month!, day!) || !isClockTime(hour, minute, second)) return undefined;
  return localDate(year!, month!, day!, hour, minute, second);
}

// Absent optional groups are undefined, and must stay so for the destructuring defaults above.
function toNumber(field: string | undefined): number | undefined {
  return field === undefined ? undefined : Number(field);
}
