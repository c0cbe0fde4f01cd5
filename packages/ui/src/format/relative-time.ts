import type { Locale } from '../i18n/locale';
import { DAY, elapsed, HOUR, MINUTE } from './elapsed';
import { relativePhrase } from './relative-phrases';
import type { TimeInput } from './time-input';

export interface RelativeTimeOptions {
  /**
   * The moment to measure from, as a Date or epoch milliseconds. Pass it in tests (never read the
   * clock there) and to keep a list in step: one `now` for every row.
   * @default Date.now()
   */
  now?: Date | number;
  /** @default 'zh-CN' */
  locale?: Locale;
}

/**
 * The spec's first reading of relative time: whole minutes under an hour, whole hours under a
 * day, else whole days — `0 分钟前`, `59 分钟前`, `1 小时前`, `23 小时前`, `1 天前`, `2 天前`
 * (`0 minutes ago`, `1 hour ago`, …). Counts round down: 59 min 59 s is still `59 分钟前`.
 *
 * A later moment reads the same way ahead: `3 分钟后` / `in 3 minutes`.
 *
 * @returns the phrase, or `''` when `time` (or `now`) is no valid moment.
 */
export function relativeTime(
  time: TimeInput,
  { now, locale = 'zh-CN' }: RelativeTimeOptions = {},
): string {
  const gap = elapsed(time, now);
  if (!gap) return '';
  const { span, ahead } = gap;
  if (span < HOUR) return relativePhrase(locale, Math.floor(span / MINUTE), 'minute', ahead);
  if (span < DAY) return relativePhrase(locale, Math.floor(span / HOUR), 'hour', ahead);
  return relativePhrase(locale, Math.floor(span / DAY), 'day', ahead);
}
