import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/*
 * FHIR date search (https://hl7.org/fhir/R4/search.html#date): a value is a range as wide as its
 * precision (`2026-03` is all of March), and the prefix compares ranges: `ge2026-03` is "on or
 * after the 1st of March", `lt2026-03` "before it", `le2026-03` "by the end of March",
 * `gt2026-03` "after March", `eq` (or none) "within March". Dates without a zone are China's
 * (UTC+08:00), the hospital's.
 */

export interface DateRange {
  prefix: 'eq' | 'gt' | 'ge' | 'lt' | 'le';
  /** The first instant of the value's range. */
  start: Date;
  /** The first instant after it. */
  end: Date;
}

/** A date parameter the contract has already checked the form of. */
export function parseDateParam(value: string): DateRange {
  const match = /^(eq|gt|ge|lt|le)?(.+)$/.exec(value);
  const prefix = (match?.[1] ?? 'eq') as DateRange['prefix'];
  const text = match?.[2] ?? value;
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  if (text.length > 10) {
    // An instant: its range is the instant itself (to the millisecond).
    const start = new Date(text);
    return { prefix, start, end: new Date(start.getTime() + 1) };
  }
  const at = (y: number, m: number, d: number) =>
    new Date(Date.UTC(y, m - 1, d) - 8 * 60 * 60 * 1000);
  if (day !== undefined)
    return { prefix, start: at(year!, month!, day), end: at(year!, month!, day + 1) };
  if (month !== undefined)
    return { prefix, start: at(year!, month, 1), end: at(year!, month + 1, 1) };
  return { prefix, start: at(year!, 1, 1), end: at(year! + 1, 1, 1) };
}

/** The condition of one date parameter on a timestamp column. */
export function dateCondition(column: Expression<unknown>, value: string): RawBuilder<SqlBool> {
  const { prefix, start, end } = parseDateParam(value);
  switch (prefix) {
    case 'gt':
      return sql<SqlBool>`${column} >= ${end.toISOString()}::timestamptz`;
    case 'ge':
      return sql<SqlBool>`${column} >= ${start.toISOString()}::timestamptz`;
    case 'lt':
      return sql<SqlBool>`${column} < ${start.toISOString()}::timestamptz`;
    case 'le':
      return sql<SqlBool>`${column} < ${end.toISOString()}::timestamptz`;
    default:
      return sql<SqlBool>`(${column} >= ${start.toISOString()}::timestamptz AND ${column} < ${end.toISOString()}::timestamptz)`;
  }
}

/** A Date (or a timestamp from the driver) as a FHIR instant, UTC. */
export function instant(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * A `date` column as the instant its day starts in China (UTC+08:00), for `dateCondition`: a day
 * is in a searched range when its start is (FHIR's `birthdate=1958` finds 1958-03-12).
 */
export function dayStart(column: Expression<unknown>): RawBuilder<unknown> {
  return sql`((${column})::timestamp - interval '8 hours') AT TIME ZONE 'UTC'`;
}
