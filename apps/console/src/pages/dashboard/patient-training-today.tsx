import type { PatientTrainingToday } from '@cep/contract';
import { Card, CardContent, CardHeader, CardTitle, useMessages } from '@cep/ui';
import { CalendarClock, Play } from 'lucide-react';
import { Link } from 'react-router';
import { trainingTodayMessages } from './training-today-messages';

const bigLink =
  'inline-flex min-h-14 items-center gap-2 rounded-md border border-primary bg-primary px-6 text-lg font-semibold text-primary-foreground hover:bg-primary-hover hc:border-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The patient's 今天的训练: is today a training day, done or not, the week, one big button. */
export function PatientTrainingTodayCard({ data }: { data: PatientTrainingToday }) {
  const t = useMessages(trainingTodayMessages);
  const done = data.sessionsToday > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-primary-text" />
            {t.patientTitle}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {data.planId === null ? (
          <p className="text-lg">{t.noPlan}</p>
        ) : (
          <>
            <p className="text-lg">
              {done
                ? t.doneToday
                : data.dueToday
                  ? t.dueToday(data.minutesPerSession)
                  : t.notDueToday}
            </p>
            <p>{t.week(data.daysTrainedThisWeek, data.plannedDaysThisWeek)}</p>
            <p className="text-muted-foreground">{t.cheer}</p>
            <Link to="/cognitive-training" className={bigLink}>
              <Play aria-hidden="true" className="size-6" />
              {done ? t.again : t.start}
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}
