import type { PatientProgress } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { Check, Minus } from 'lucide-react';
import { patientTrainingMessages } from './messages';

/** The seven days (Monday first) of the week holding `today` (YYYY-MM-DD, China time). */
export function weekOf(today: string): string[] {
  const date = new Date(`${today}T00:00:00Z`);
  const monday = new Date(date);
  monday.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(monday);
    day.setUTCDate(monday.getUTCDate() + i);
    return day.toISOString().slice(0, 10);
  });
}

/**
 * 本周训练: the week's days, each marked trained (a tick and the word) or not, planned days
 * outlined, so it reads without colour.
 */
export function WeekStrip({ days, today }: { days: PatientProgress['days']; today: string }) {
  const t = useMessages(patientTrainingMessages);
  const byDate = new Map(days.map((day) => [day.date, day]));
  return (
    <section aria-labelledby="training-week" className="flex flex-col gap-2">
      <h3 id="training-week" className="text-xl font-semibold">
        {t.week}
      </h3>
      <ol className="grid grid-cols-7 gap-1 sm:gap-2">
        {weekOf(today).map((date, index) => {
          const day = byDate.get(date);
          const trained = (day?.sessions ?? 0) > 0;
          const name = t.weekday[index]!;
          const label = trained
            ? t.trainedOn(name)
            : day?.planned && date >= today
              ? t.plannedOn(name)
              : t.notTrainedOn(name);
          return (
            <li
              key={date}
              aria-label={label}
              aria-current={date === today ? 'date' : undefined}
              data-trained={trained || undefined}
              className={[
                'flex min-h-16 flex-col items-center justify-center gap-1 rounded-md border-2 text-base',
                day?.planned ? 'border-border' : 'border-dashed border-border',
                date === today ? 'outline-3 outline-offset-1 outline-focus' : '',
                trained ? 'bg-primary text-primary-foreground' : '',
              ].join(' ')}
            >
              <span aria-hidden="true">{name}</span>
              {trained ? (
                <Check aria-hidden="true" className="size-6" />
              ) : (
                <Minus aria-hidden="true" className="size-6 opacity-60" />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
