import type { Assessment, CognitiveDomain, ExerciseKind, PatientProgress } from '@cep/contract';
import { chinaDay } from '../china-day';

/*
 * The report's figures for a period, from what the console already reads (the patient's
 * progress and assessments): pure, so a unit test pins each number the printed page shows.
 * Days are China days (UTC+8), as the progress calendar counts them.
 */

export interface DomainChange {
  domain: CognitiveDomain;
  before: number;
  after: number;
  /** after − before in percentage points, rounded. */
  points: number;
}

export interface ReportFigures {
  assessments: Assessment[];
  /** The period's first and last finished sheet of one scale, compared by domain. */
  comparison: { before: Assessment; after: Assessment; domains: DomainChange[] } | null;
  adherence: {
    plannedDays: number;
    trainedDays: number;
    /** trainedDays / plannedDays, 0..1; null without planned days. */
    rate: number | null;
    sessions: number;
    minutes: number;
  };
  exercises: Array<{
    kind: ExerciseKind;
    runs: number;
    meanAccuracy: number;
    firstLevel: number;
    lastLevel: number;
  }>;
}

export function reportFigures(
  progress: PatientProgress | null,
  assessments: readonly Assessment[],
  from: string,
  to: string,
): ReportFigures {
  const inPeriod = (day: string) => day >= from && day <= to;
  const finished = assessments
    .filter((a) => a.status === 'finished' && inPeriod(a.testedOn))
    .sort((a, b) => a.testedOn.localeCompare(b.testedOn) || a.id - b.id);

  let comparison: ReportFigures['comparison'] = null;
  const latest = finished.at(-1);
  const first = latest && finished.find((a) => a.kind === latest.kind);
  if (latest && first && first.id !== latest.id) {
    comparison = {
      before: first,
      after: latest,
      domains: latest.domains.flatMap((row) => {
        const earlier = first.domains.find((d) => d.domain === row.domain);
        if (!earlier) return [];
        return [
          {
            domain: row.domain,
            before: earlier.share,
            after: row.share,
            points: Math.round((row.share - earlier.share) * 100),
          },
        ];
      }),
    };
  }

  const days = (progress?.days ?? []).filter((day) => inPeriod(day.date));
  const plannedDays = days.filter((day) => day.planned).length;
  const trainedDays = days.filter((day) => day.planned && day.sessions > 0).length;
  const sessions = (progress?.sessions ?? []).filter(
    (s) => s.status === 'completed' && s.finishedAt !== null && inPeriod(chinaDay(s.finishedAt)),
  );

  const runs = (progress?.sessions ?? [])
    .flatMap((s) => s.runs)
    .filter((run) => run.outcome === 'completed' && inPeriod(chinaDay(run.finishedAt)))
    .sort((a, b) => a.finishedAt - b.finishedAt);
  const byKind = new Map<ExerciseKind, typeof runs>();
  for (const run of runs) byKind.set(run.kind, [...(byKind.get(run.kind) ?? []), run]);

  return {
    assessments: finished,
    comparison,
    adherence: {
      plannedDays,
      trainedDays,
      rate: plannedDays === 0 ? null : trainedDays / plannedDays,
      sessions: sessions.length,
      minutes: days.reduce((sum, day) => sum + day.minutes, 0),
    },
    exercises: [...byKind].map(([kind, list]) => ({
      kind,
      runs: list.length,
      meanAccuracy: list.reduce((sum, run) => sum + (run.accuracy ?? 0), 0) / list.length,
      firstLevel: list[0]!.level,
      lastLevel: list.at(-1)!.level,
    })),
  };
}
