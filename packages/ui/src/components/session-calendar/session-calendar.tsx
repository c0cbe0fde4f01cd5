import { Clock, MapPin, Users, Video } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useLocale, useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { sessionCalendarMessages } from './messages';

export interface CalendarSession {
  id: string | number;
  title: string;
  /** Epoch milliseconds. */
  startsAt: number;
  endsAt: number;
  place?: string | null;
  /** An https link to the video room. */
  videoUrl?: string | null;
  capacity: number;
  signedUp: number;
  /** A line under the title (the group's name). */
  subtitle?: string;
}

export interface SessionCalendarProps extends Omit<ComponentProps<'section'>, 'children'> {
  sessions: readonly CalendarSession[];
  /** Names the calendar. */
  'aria-label': string;
  /** What each session offers to do (报名, 出勤…), drawn on its card. */
  renderActions?: (session: CalendarSession) => ReactNode;
  /** Under the seats line: the viewer's own state ("您已报名"). */
  renderStatus?: (session: CalendarSession) => ReactNode;
  /** Shown when there is nothing to list. */
  emptyText?: string;
  /**
   * The heading level of each day.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** The clock the days and times are read on; default the browser's. */
  timeZone?: string;
  /** What "today" is (epoch ms); default the moment the calendar was first drawn. */
  now?: number;
}

/** `YYYY-MM-DD` of `ms` on `timeZone`'s calendar: sessions are grouped by it. */
function dayKey(ms: number, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(ms));
}

/**
 * Sessions on a calendar, read as an agenda: one heading per day (weekday and date), each
 * session a card with its time, place or video link, seats, the viewer's state and actions. An
 * agenda rather than a month grid, so it reads in order by keyboard and screen reader and fits
 * 375 px; the video link opens in a new window.
 * @selector [data-slot="session-calendar"]
 */
function SessionCalendar({
  sessions,
  renderActions,
  renderStatus,
  emptyText,
  headingLevel = 3,
  timeZone,
  now,
  className,
  ...props
}: SessionCalendarProps) {
  const [drawnAt] = useState(() => Date.now());
  const t = useMessages(sessionCalendarMessages);
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const sorted = [...sessions].sort((a, b) => a.startsAt - b.startsAt);
  const days = new Map<string, CalendarSession[]>();
  for (const session of sorted) {
    const key = dayKey(session.startsAt, timeZone);
    days.set(key, [...(days.get(key) ?? []), session]);
  }
  const today = dayKey(now ?? drawnAt, timeZone);
  const dayTitle = new Intl.DateTimeFormat(locale, {
    timeZone,
    month: 'long',
    day: 'numeric',
    weekday: 'long',
  });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });

  return (
    <section
      data-slot="session-calendar"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {days.size === 0 && <p className="text-muted-foreground">{emptyText ?? t.empty}</p>}
      {[...days].map(([key, list]) => (
        <div key={key} className="flex flex-col gap-2">
          <Heading className="flex items-baseline gap-2 text-lg font-semibold">
            {dayTitle.format(new Date(list[0]!.startsAt))}
            {key === today && (
              <span className="rounded-sm bg-primary-subtle px-2 text-sm text-primary-text">
                {t.today}
              </span>
            )}
          </Heading>
          <ul className="flex flex-col gap-2">
            {list.map((session) => {
              const full = session.signedUp >= session.capacity;
              return (
                <li
                  key={session.id}
                  data-slot="session-calendar-item"
                  className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="font-semibold break-words">{session.title}</p>
                    {session.subtitle && (
                      <p className="text-sm text-muted-foreground">{session.subtitle}</p>
                    )}
                    <p className="flex items-center gap-2">
                      <Clock aria-hidden="true" className="size-4 shrink-0" />
                      <span>
                        <time dateTime={new Date(session.startsAt).toISOString()}>
                          {time.format(new Date(session.startsAt))}
                        </time>
                        {' – '}
                        <time dateTime={new Date(session.endsAt).toISOString()}>
                          {time.format(new Date(session.endsAt))}
                        </time>
                      </span>
                    </p>
                    {session.place && (
                      <p className="flex items-center gap-2 break-words">
                        <MapPin aria-hidden="true" className="size-4 shrink-0" />
                        <span className="sr-only">{t.place}：</span>
                        {session.place}
                      </p>
                    )}
                    {session.videoUrl && (
                      <p className="flex items-center gap-2">
                        <Video aria-hidden="true" className="size-4 shrink-0" />
                        <a
                          href={session.videoUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t.joinVideo(session.title)}
                          className="inline-flex min-h-11 items-center text-primary-text underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                        >
                          {t.video}
                        </a>
                      </p>
                    )}
                    <p className="flex items-center gap-2 text-sm">
                      <Users aria-hidden="true" className="size-4 shrink-0" />
                      {t.seats(session.signedUp, session.capacity)}
                      {full && <strong>（{t.full}）</strong>}
                    </p>
                    {renderStatus?.(session)}
                  </div>
                  {renderActions && (
                    <div className="flex shrink-0 flex-wrap gap-2">{renderActions(session)}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}

export { SessionCalendar };
