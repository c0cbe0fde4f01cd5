import type { ColumnType } from 'kysely';

/** A timestamp column. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * A timestamp defaulting to now(): optional on insert. (Not `Generated<Timestamp>`: Kysely does not
 * unwrap a ColumnType inside Generated, so selects would type it as the wrapper, not a Date.)
 */
export type TimestampDefaultNow = ColumnType<Date, Date | string | undefined, Date | string>;

/** Jsonb written as JSON text, read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
