import {
  education,
  levelRule,
  levelState,
  scoreSheet,
  type AssessmentKind,
  type AssessmentScores,
  type ExerciseKind,
} from '@cep/contract';
import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { countedAt } from '../training/client-clock';
import { chinaDay } from '../training/today';
import { assistantConfig } from './config';
import type { PatientFacts, ScaleRetest } from './rules';

/*
 * One patient's facts for the rules, read in the caller's transaction (so a result being stored
 * counts). Results reach back far enough for the longest window any rule looks at. Their days are
 * the browser's times as the server's clock bounds them (training/client-clock.ts): never a day
 * still to come.
 */

const DAY_MS = 86_400_000;
/** Days of results read: the decline window, with room for a plateau's runs. */
const RESULT_DAYS = Math.max(assistantConfig.decline.longDays, 56);

export async function patientFacts(
  sql: Kysely<Tables>,
  patientId: number,
  now = Date.now(),
): Promise<PatientFacts> {
  const today = chinaDay(now);
  const [assessmentRow, planRow, results, sessions, retestRows] = await Promise.all([
    sql
      .selectFrom('assessments as a')
      .innerJoin('patients as p', 'p.id', 'a.patient_id')
      .select([
        'a.id',
        'a.kind',
        'a.scores',
        'p.age',
        'p.edu',
        raw<string>`to_char(a.tested_on, 'YYYY-MM-DD')`.as('tested_on'),
      ])
      .where('a.patient_id', '=', patientId)
      .where('a.status', '=', 'finished')
      .orderBy('a.tested_on', 'desc')
      .orderBy('a.id', 'desc')
      .executeTakeFirst(),
    sql
      .selectFrom('training_plans')
      .select([
        'id',
        'training_days',
        raw<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
        raw<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'),
      ])
      .where('patient_id', '=', patientId)
      .where('status', '=', 'active')
      .executeTakeFirst(),
    sql
      .selectFrom('exercise_results')
      .select(['id', 'plan_item_id', 'level', 'accuracy', 'finished_at', 'recorded_at'])
      .where('patient_id', '=', patientId)
      .where('outcome', '=', 'completed')
      .where('finished_at', '>=', new Date(now - RESULT_DAYS * DAY_MS))
      .orderBy('finished_at')
      .orderBy('id')
      .execute(),
    // A session counts on the day it started, as 今日训练 and the progress calendar count it.
    sql
      .selectFrom('training_sessions')
      .select(['started_at', 'recorded_at'])
      .where('patient_id', '=', patientId)
      .where('status', '=', 'completed')
      .where('started_at', '>=', new Date(now - (assistantConfig.missed.days + 2) * DAY_MS))
      .execute(),
    // The two latest finished assessments of each scale (reliable change, issue 33 §3).
    sql
      .selectFrom((db) =>
        db
          .selectFrom('assessments')
          .select([
            'id',
            'kind',
            'scores',
            raw<string>`to_char(tested_on, 'YYYY-MM-DD')`.as('tested_on'),
            raw<number>`row_number() OVER (PARTITION BY kind ORDER BY tested_on DESC, id DESC)`.as(
              'recency',
            ),
          ])
          .where('patient_id', '=', patientId)
          .where('status', '=', 'finished')
          .as('a'),
      )
      .selectAll()
      .where('recency', '<=', 2)
      .orderBy('kind')
      .orderBy('recency', 'desc')
      .execute(),
  ]);
  const items = planRow
    ? await sql
        .selectFrom('training_plan_items')
        .select(['id', 'exercise_kind', 'rule', 'level_state'])
        .where('plan_id', '=', planRow.id)
        .orderBy('position')
        .execute()
    : [];
  const edu = education.safeParse(assessmentRow?.edu);
  return {
    patientId,
    today,
    lastAssessment: assessmentRow
      ? {
          id: assessmentRow.id,
          testedOn: assessmentRow.tested_on,
          domains: scoreSheet(
            assessmentRow.kind,
            assessmentRow.scores,
            { age: assessmentRow.age, edu: edu.success ? edu.data : null },
            true,
          ).domains,
        }
      : null,
    retests: retestsOf(retestRows),
    plan: planRow
      ? {
          id: planRow.id,
          trainingDays: planRow.training_days,
          startDate: planRow.start_date,
          endDate: planRow.end_date,
          items: items.map((item) => ({
            id: item.id,
            kind: item.exercise_kind as ExerciseKind,
            level: levelState.parse(item.level_state).level,
            rule: levelRule.parse(item.rule),
          })),
        }
      : null,
    results: results.map((row) => ({
      id: row.id,
      planItemId: row.plan_item_id,
      level: row.level,
      accuracy: row.accuracy,
      day: chinaDay(countedAt(row.finished_at, row.recorded_at)),
    })),
    sessionDays: sessions.map((row) => chinaDay(countedAt(row.started_at, row.recorded_at))),
  };
}

/** Each scale given twice or more: its two latest finished assessments, the earlier first. */
function retestsOf(
  rows: ReadonlyArray<{ id: number; kind: string; scores: unknown; tested_on: string }>,
): ScaleRetest[] {
  const byKind = new Map<AssessmentKind, Array<ScaleRetest['earlier']>>();
  for (const row of rows) {
    const kind = row.kind as AssessmentKind;
    const rawTotal = scoreSheet(
      kind,
      row.scores as AssessmentScores,
      { age: null, edu: null },
      true,
    ).rawTotal;
    byKind.set(kind, [
      ...(byKind.get(kind) ?? []),
      { id: row.id, testedOn: row.tested_on, rawTotal },
    ]);
  }
  return [...byKind].flatMap(([kind, [earlier, later]]) =>
    earlier && later ? [{ kind, earlier, later }] : [],
  );
}
