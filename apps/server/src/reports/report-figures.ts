import { exerciseKind, type Assessment, type ExerciseKind } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { listAssessments } from '../assessments/assessments';
import { chinaDate, progressOf } from '../training/progress';

/*
 * What the report PDF shows for a period (issue 31), the figures of the console's 报告 tab
 * (apps/console/src/pages/training/report/report-figures.ts) computed on the server from the same
 * reads: the patient, the plan's adherence (planned vs trained days, sessions, minutes), each
 * exercise's runs, mean accuracy and levels, and the finished MoCA/MMSE sheets. Days are China's.
 */

/** The most assessments and exercise rows a report lists, so a report stays a few pages. */
export const reportRowCap = 30;

export interface ReportFigures {
  patient: { id: number; name: string; age: number | null; edu: string | null };
  from: string;
  to: string;
  /** The period's finished sheets, oldest first; `before` when none: the latest before it. */
  assessments: Assessment[];
  assessmentsBefore: boolean;
  adherence: {
    plannedDays: number;
    trainedDays: number;
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

export async function reportFigures(
  db: Kysely<Tables>,
  patientId: number,
  from: string,
  to: string,
  now = Date.now(),
): Promise<ReportFigures> {
  const patient = await db
    .selectFrom('patients')
    .select(['id', 'patient_name', 'age', 'edu'])
    .where('id', '=', patientId)
    .executeTakeFirst();
  if (!patient) throw new ApiError(40401, '患者档案不存在');
  const [progress, sheets] = await Promise.all([
    progressOf(db, { patientId }, now),
    listAssessments(db, { patientId, pageNum: 1, pageSize: 100 }),
  ]);
  const inPeriod = (day: string) => day >= from && day <= to;
  const finished = sheets.list
    .filter((sheet) => sheet.status === 'finished')
    .sort((a, b) => a.testedOn.localeCompare(b.testedOn) || a.id - b.id);
  const during = finished.filter((sheet) => inPeriod(sheet.testedOn));
  // Without a sheet in the period, the latest MoCA and MMSE before it say where the patient stood.
  const before = (['moca', 'mmse'] as const).flatMap((kind) => {
    const last = finished.filter((sheet) => sheet.kind === kind && sheet.testedOn < from).at(-1);
    return last ? [last] : [];
  });

  const days = progress.days.filter((day) => inPeriod(day.date));
  const plannedDays = days.filter((day) => day.planned).length;
  const trainedDays = days.filter((day) => day.planned && day.sessions > 0).length;
  const sessions = progress.sessions.filter(
    (s) => s.status === 'completed' && s.finishedAt !== null && inPeriod(chinaDate(s.finishedAt)),
  );
  const runs = progress.sessions
    .flatMap((s) => s.runs)
    .filter((run) => run.outcome === 'completed' && inPeriod(chinaDate(run.finishedAt)))
    .sort((a, b) => a.finishedAt - b.finishedAt);
  const byKind = new Map<ExerciseKind, typeof runs>();
  for (const run of runs) byKind.set(run.kind, [...(byKind.get(run.kind) ?? []), run]);

  return {
    patient: { id: patient.id, name: patient.patient_name, age: patient.age, edu: patient.edu },
    from,
    to,
    assessments: (during.length > 0 ? during : before).slice(-reportRowCap),
    assessmentsBefore: during.length === 0 && before.length > 0,
    adherence: {
      plannedDays,
      trainedDays,
      rate: plannedDays === 0 ? null : trainedDays / plannedDays,
      sessions: sessions.length,
      minutes: days.reduce((sum, day) => sum + day.minutes, 0),
    },
    exercises: [...byKind].slice(0, reportRowCap).map(([kind, list]) => ({
      kind: exerciseKind.parse(kind),
      runs: list.length,
      meanAccuracy: list.reduce((sum, run) => sum + (run.accuracy ?? 0), 0) / list.length,
      firstLevel: list[0]!.level,
      lastLevel: list.at(-1)!.level,
    })),
  };
}
