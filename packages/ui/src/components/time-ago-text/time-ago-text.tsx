import type { ComponentProps, ReactNode } from 'react';
import { useLocale } from '../../i18n';
import { formatTime } from '../../format/format-time';
import { relativeTime } from '../../format/relative-time';
import { timeAgo } from '../../format/time-ago';
import { toDate, type TimeInput } from '../../format/time-input';
import { useMinuteClock } from './minute-clock';

export interface TimeAgoTextProps extends Omit<ComponentProps<'time'>, 'children' | 'dateTime'> {
  /** The moment (epoch ms, Date, or any form `formatTime` reads). */
  time: TimeInput;
  /**
   * Which of the spec's two readings: `recent` (刚刚, N 分钟前, N 小时前, 1 天前, then the date) for
   * events people follow as they happen (alerts, messages, posts); `elapsed` (N 分钟前, N 小时前,
   * N 天前, never a date) for how long ago something happened (an audit line).
   * @default 'recent'
   */
  reading?: 'recent' | 'elapsed';
  /** The moment to measure from; by default the page's minute clock (kept up to date). */
  now?: number;
  /** Puts the phrase in a sentence (`(phrase) => \`${phrase}发表\``); by default the phrase alone. */
  children?: (phrase: string) => ReactNode;
}

/**
 * A moment as relative time — `5 分钟前` — in a `<time>` element whose `dateTime` carries the
 * instant and whose tooltip (`title`) the full date in the platform's one format
 * (`2026-11-23 09:05:00`), so the exact moment is one hover away and machine-readable. Updates
 * itself each minute. Renders nothing for no valid moment.
 */
export function TimeAgoText({
  time,
  reading = 'recent',
  now,
  children,
  ...props
}: TimeAgoTextProps) {
  const locale = useLocale();
  const clock = useMinuteClock();
  const date = toDate(time);
  if (!date) return null;
  const options = { now: now ?? clock, locale };
  const text = reading === 'elapsed' ? relativeTime(date, options) : timeAgo(date, options);
  return (
    <time
      data-slot="time-ago-text"
      dateTime={date.toISOString()}
      title={formatTime(date, undefined, { locale })}
      {...props}
    >
      {children ? children(text) : text}
    </time>
  );
}
