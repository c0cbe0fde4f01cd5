import type { PatientProgress } from '@cep/contract';
import { Button, useMessages } from '@cep/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { progressMessages, type ProgressMessages } from './messages';

type Day = PatientProgress['days'][number];

/** What a day was: trained, planned and missed, planned (today or later), or a rest day. */
function dayState(day: Day | undefined, date: string, today: string) {
  if (!day) return 'none' as const;
  if (day.sessions > 0) return 'trained' as const;
  if (day.planned) return date < today ? ('missed' as const) : ('planned' as const);
  return 'rest' as const;
}

function describe(t: ProgressMessages, day: Day | undefined, state: ReturnType<typeof dayState>) {
  if (state === 'trained') return t.trained(day!.sessions, day!.minutes);
  if (state === 'missed') return t.missed;
  if (state === 'planned') return t.plannedLater;
  return t.rest;
}

const mark = { trained: '✓', missed: '✗', planned: '○', rest: '', none: '' } as const;

/**
 * The adherence calendar: one month at a time (Monday first), each day saying in text and a mark
 * (✓ trained, ✗ planned and missed, ○ planned) what happened, never by colour alone; the month
 * of `today` first, earlier and later months with the buttons.
 */
export function AdherenceCalendar({ days, today }: { days: Day[]; today: string }) {
  const t = useMessages(progressMessages);
  const byDate = new Map(days.map((day) => [day.date, day]));
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const lead = (first.getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const cells: Array<string | null> = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  const shift = (by: number) => {
    const date = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
    setMonth(date.toISOString().slice(0, 7));
  };
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));

  return (
    <section aria-labelledby="adherence-heading" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="adherence-heading" className="text-base font-semibold">
          {t.calendar}
        </h3>
        <div className="ms-auto flex items-center gap-2">
          <Button shape="compact" aria-label={t.previousMonth} onClick={() => shift(-1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <span aria-live="polite" className="min-w-24 text-center font-semibold">
            {t.month(year, monthNumber)}
          </span>
          <Button shape="compact" aria-label={t.nextMonth} onClick={() => shift(1)}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <table className="w-full table-fixed border-collapse text-center">
        <caption className="sr-only">
          {t.calendar} {t.month(year, monthNumber)}
        </caption>
        <thead>
          <tr>
            {t.weekdays.map((name) => (
              <th key={name} scope="col" className="py-1 text-sm font-normal text-muted-foreground">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, d) =>
                date === null ? (
                  <td key={`empty-${d}`} />
                ) : (
                  <DayCell key={date} t={t} date={date} day={byDate.get(date)} today={today} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="flex flex-wrap gap-4 text-sm">
        <span>{t.legendTrained}</span>
        <span>{t.legendMissed}</span>
        <span>{t.legendPlanned}</span>
      </p>
    </section>
  );
}

function DayCell({
  t,
  date,
  day,
  today,
}: {
  t: ProgressMessages;
  date: string;
  day: Day | undefined;
  today: string;
}) {
  const state = dayState(day, date, today);
  return (
    <td
      data-state={state}
      aria-current={date === today ? 'date' : undefined}
      className={[
        'h-12 border border-border align-top text-sm',
        state === 'trained' ? 'bg-primary-subtle font-semibold' : '',
        date === today ? 'outline-2 -outline-offset-2 outline-focus' : '',
      ].join(' ')}
    >
      <span className="sr-only">{t.dayLabel(date, describe(t, day, state))}</span>
      <span aria-hidden="true" className="flex flex-col items-center">
        <span>{Number(date.slice(8))}</span>
        <span className="text-base">{mark[state]}</span>
      </span>
    </td>
  );
}
