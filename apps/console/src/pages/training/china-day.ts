/*
 * Days as the server counts them (training days, report periods, assessment dates): China time,
 * UTC+8, as `YYYY-MM-DD`. One place for every training page.
 */

const CHINA_OFFSET_MS = 8 * 3600_000;

/** The China day `ms` falls in. */
export const chinaDay = (ms: number): string =>
  new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** Today in China. */
export const chinaToday = (now = Date.now()): string => chinaDay(now);
