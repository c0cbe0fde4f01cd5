import { toDate, type TimeInput } from './time-input';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
/** 24 hours, not a calendar day: `1 天前` means a day has passed, whatever the clock shows. */
export const DAY = 24 * HOUR;

export interface Elapsed {
  /** The moment itself. */
  date: Date;
  /** Milliseconds between it and now, never negative. */
  span: number;
  /** Whether the moment is later than now (a clock ahead of ours, or a planned time). */
  ahead: boolean;
}

/** How far `time` lies from `now`, or `undefined` when either is no valid moment. */
export function elapsed(time: TimeInput, now: Date | number = Date.now()): Elapsed | undefined {
  const date = toDate(time);
  const from = now instanceof Date ? now.getTime() : now;
  if (!date || !Number.isFinite(from)) return undefined;
  const difference = from - date.getTime();
  return { date, span: Math.abs(difference), ahead: difference < 0 };
}
