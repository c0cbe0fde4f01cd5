import { DAY, elapsed, HOUR, MINUTE, SECOND } from './elapsed';
import { DEFAULT_TIME_PATTERN, formatTime } from './format-time';
import { RELATIVE_PHRASES, relativePhrase } from './relative-phrases';
import type { RelativeTimeOptions } from './relative-time';
import type { TimeInput } from './time-input';

export interface TimeAgoOptions extends RelativeTimeOptions {
  /**
   * How a moment two days away or more is written, as in `formatTime`.
   * @default '{y}-{m}-{d} {h}:{i}:{s}'
   */
  pattern?: string;
}

/**
 * The spec's second reading of relative time, for recent events (a notification, a login):
 * under 30 s `刚刚`; under an hour `N 分钟前` (at least 1); under a day `N 小时前`; under two days
 * `1 天前`; otherwise the date itself. English: `just now`, `1 minute ago`, `3 minutes ago`, …
 *
 * A later moment within 30 s is also `刚刚`: the server's clock and the browser's often differ by
 * a few seconds, and a message just sent must read `刚刚`, not `1 分钟后`. Further ahead it reads
 * `3 分钟后` / `in 3 minutes`, `1 天后` / `in 1 day`, then the date — never a false "ago".
 *
 * @returns the phrase, or `''` when `time` (or `now`) is no valid moment.
 */
export function timeAgo(
  time: TimeInput,
  { now, locale = 'zh-CN', pattern = DEFAULT_TIME_PATTERN }: TimeAgoOptions = {},
): string {
  const gap = elapsed(time, now);
  if (!gap) return '';
  const { date, span, ahead } = gap;
  if (span < 30 * SECOND) return RELATIVE_PHRASES[locale].justNow;
  // From 30 s the count starts at 1: `0 分钟前` would contradict the `刚刚` just before it.
  if (span < HOUR) {
    return relativePhrase(locale, Math.max(1, Math.floor(span / MINUTE)), 'minute', ahead);
  }
  if (span < DAY) return relativePhrase(locale, Math.floor(span / HOUR), 'hour', ahead);
  if (span < 2 * DAY) return relativePhrase(locale, 1, 'day', ahead);
  return formatTime(date, pattern, { locale });
}
