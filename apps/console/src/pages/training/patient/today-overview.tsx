import type { ExerciseList, PatientProgress, TrainingPlan } from '@cep/contract';
import { Button, useLocale, useMessages } from '@cep/ui';
import { Play, RotateCcw } from 'lucide-react';
import { patientTrainingMessages } from './messages';
import type { SavedSession } from './session-store';
import { WeekStrip } from './week-strip';

/**
 * 今日训练 before a session: today's exercises with their levels, one big button (or 继续 for a
 * session left unfinished), and the week's days.
 */
export function TodayOverview({
  plan,
  catalogue,
  days,
  today,
  saved,
  onStart,
  onResume,
}: {
  plan: TrainingPlan;
  catalogue: ExerciseList;
  days: PatientProgress['days'];
  today: string;
  saved: SavedSession | null;
  onStart: () => void;
  onResume: () => void;
}) {
  const t = useMessages(patientTrainingMessages);
  const locale = useLocale();
  const nameOf = (kind: string) =>
    catalogue.find((entry) => entry.kind === kind)?.name[locale] ?? kind;
  const todayPlanned = days.find((day) => day.date === today)?.planned ?? true;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="training-today-list" className="flex flex-col gap-3">
        <h3 id="training-today-list" className="text-xl font-semibold">
          {t.todayList}
          <span className="ms-3 text-lg font-normal text-muted-foreground">
            {t.minutes(plan.minutesPerSession)}
          </span>
        </h3>
        {!todayPlanned && <p className="text-lg">{t.notTrainingDay}</p>}
        <ol className="flex flex-col gap-2">
          {plan.items.map((item, index) => (
            <li
              key={item.id}
              className="flex min-h-14 items-center justify-between gap-3 rounded-md border border-border px-4 py-2 text-lg"
            >
              <span>
                {index + 1}. {nameOf(item.kind)}
              </span>
              <span className="text-muted-foreground">{t.level(item.levelState.level)}</span>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          {saved ? (
            <>
              <Button
                size="lg"
                variant="primary"

                onClick={onResume}
              >
                <Play aria-hidden="true" />
                {t.resume}
              </Button>
              <Button size="lg" onClick={onStart}>
                <RotateCcw aria-hidden="true" />
                {t.startOver}
              </Button>
            </>
          ) : (
            <Button size="lg" variant="primary" onClick={onStart}>
              <Play aria-hidden="true" />
              {t.start}
            </Button>
          )}
        </div>
      </section>
      <WeekStrip days={days} today={today} />
    </div>
  );
}
