import type { DoctorDashboard, DoctorTrainingToday } from '@cep/contract';
import { Card, CardContent, CardHeader, CardTitle, StatCard, useMessages } from '@cep/ui';
import { BellRing, CalendarCheck, CalendarClock, CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { textLinkClass } from './styles';
import { trainingTodayMessages } from './training-today-messages';

const trainingPath = (patientId: number) => `/cognitive-training?patient=${patientId}`;

/**
 * The doctor's 今日训练: patients due today, done, days missed this week, each patient with an
 * active plan (due and not yet trained first) linking to their training page, and the assistant's
 * unread alerts (issue 14), each linking to its evidence.
 */
export function DoctorTrainingTodayCard({
  data,
  alerts,
}: {
  data: DoctorTrainingToday;
  alerts: DoctorDashboard['alerts'];
}) {
  const t = useMessages(trainingTodayMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-primary-text" />
            {t.doctorTitle}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="grid gap-2 sm:grid-cols-3">
          <StatCard label={t.due} value={data.due} unit={t.people} icon={CalendarClock} />
          <StatCard label={t.done} value={data.done} unit={t.people} icon={CalendarCheck} />
          <StatCard label={t.missed} value={data.missed} unit={t.days} icon={CalendarX} />
        </div>
        {data.patients.length === 0 ? (
          <p className="text-muted-foreground">{t.noPlans}</p>
        ) : (
          <ul className="divide-y divide-border">
            {data.patients.map((row) => (
              <li key={row.planId} className="flex flex-wrap items-center justify-between gap-x-3">
                <Link
                  to={trainingPath(row.patientId)}
                  className={textLinkClass}
                  aria-label={t.openTraining(row.patientName)}
                >
                  {row.patientName}
                </Link>
                <span className="text-sm">
                  {row.dueToday ? t.rowDue(row.sessionsToday > 0) : t.rowNotDue}
                  {row.missedThisWeek > 0 && ` · ${t.rowMissed(row.missedThisWeek)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="today-alerts" className="space-y-1">
          <h3 id="today-alerts" className="flex items-center gap-2 font-semibold">
            <BellRing aria-hidden="true" className="size-4 shrink-0 text-primary-text" />
            {t.alerts(alerts.unread)}
          </h3>
          {alerts.latest.length === 0 ? (
            <p className="text-muted-foreground">{t.noAlerts}</p>
          ) : (
            <ul className="divide-y divide-border">
              {alerts.latest.map((alert) => (
                <li key={alert.id}>
                  <Link to={alert.link} className={textLinkClass}>
                    {t.alertTitles[alert.rule]}：{alert.patientName}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
