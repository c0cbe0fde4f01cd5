import {
  exerciseEntries,
  type Assessment,
  type CognitiveDomain,
  type PatientProgress,
} from '@cep/contract';
import { useMessages } from '@cep/ui';
import { Chart } from '@cep/ui/chart';
import { useMemo } from 'react';
import { assessmentMessages } from '../assessment/messages';
import { progressMessages } from './messages';
import { chinaDay } from '../china-day';

/*
 * The domain profile over time (issue 14): each finished assessment's share per cognitive domain,
 * and the weekly mean accuracy of the training in each domain (from the exercises' domains). Each
 * chart has the kit's table alternative. Loaded lazily with the chart wrapper.
 */

/** The Monday (China days) of the week `ms` falls in. */
function mondayOf(ms: number): string {
  const day = chinaDay(ms);
  const date = Date.parse(`${day}T00:00:00Z`);
  const back = (new Date(date).getUTCDay() + 6) % 7;
  return new Date(date - back * 86_400_000).toISOString().slice(0, 10);
}

const percent = (value: number | null) => (value === null ? null : Math.round(value * 100));

export interface DomainProfileProps {
  progress: PatientProgress;
  /** Finished or not; only finished ones are drawn. Absent for a patient (no assessment:list). */
  assessments?: readonly Assessment[] | undefined;
}

export default function DomainProfile({ progress, assessments }: DomainProfileProps) {
  const t = useMessages(progressMessages);
  const names = useMessages(assessmentMessages).domainNames;
  const tested = useMemo(() => {
    const finished = (assessments ?? [])
      .filter((a) => a.status === 'finished')
      .sort((a, b) => a.testedOn.localeCompare(b.testedOn) || a.id - b.id);
    const domains = [...new Set(finished.flatMap((a) => a.domains.map((d) => d.domain)))];
    return {
      categories: finished.map((a) => `${a.testedOn} ${a.kind === 'moca' ? 'MoCA' : 'MMSE'}`),
      series: domains.map((domain) => ({
        name: names[domain],
        data: finished.map((a) =>
          percent(a.domains.find((d) => d.domain === domain)?.share ?? null),
        ),
      })),
    };
  }, [assessments, names]);
  const trained = useMemo(() => {
    const byWeek = new Map<string, Map<CognitiveDomain, number[]>>();
    for (const run of progress.sessions.flatMap((s) => s.runs)) {
      if (run.outcome !== 'completed') continue;
      const week = mondayOf(run.finishedAt);
      const domains = byWeek.get(week) ?? new Map<CognitiveDomain, number[]>();
      const domain = exerciseEntries[run.kind].domain;
      domains.set(domain, [...(domains.get(domain) ?? []), run.accuracy ?? 0]);
      byWeek.set(week, domains);
    }
    const weeks = [...byWeek.keys()].sort();
    const domains = [...new Set([...byWeek.values()].flatMap((m) => [...m.keys()]))];
    return {
      categories: weeks.map(t.weekOf),
      series: domains.map((domain) => ({
        name: names[domain],
        data: weeks.map((week) => {
          const values = byWeek.get(week)?.get(domain);
          return values ? percent(values.reduce((a, b) => a + b, 0) / values.length) : null;
        }),
      })),
    };
  }, [progress, names, t]);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {tested.categories.length > 0 && (
        <Chart
          label={t.assessmentDomainsChart}
          kind="line"
          categories={tested.categories}
          categoryAxisName={t.testAxis}
          axes={[{ name: t.share, unit: t.percent, min: 0, max: 100 }]}
          series={tested.series}
          height="16rem"
        />
      )}
      {trained.categories.length > 0 && (
        <Chart
          label={t.trainingDomainsChart}
          kind="line"
          categories={trained.categories}
          categoryAxisName={t.weekAxis}
          axes={[{ name: t.accuracy, unit: t.percent, min: 0, max: 100 }]}
          series={trained.series}
          height="16rem"
        />
      )}
    </div>
  );
}
