import {
  exerciseKind,
  type PatientProgress,
  type PatientProgressQuery,
  type TrainingPlan,
} from '@cep/contract';
import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { countedAt } from './client-clock';
import { findPlan } from './plans';

/*
 * A plan's progress as the clinician reviews it: the level of each item over time, each session's
 * runs (accuracy, reaction times, errors), and adherence per day (planned vs done). Days are the
 * clinic's calendar days, China time (UTC+8, as the dashboard counts them).
 */

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** At most this many sessions and runs in one answer (a year of daily training fits). */
const SESSION_CAP = 500;

/** `YYYY-MM-DD` of a moment, China time. */
export function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** ISO weekday (1 Monday … 7 Sunday) of a `YYYY-MM-DD`. */
function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The plan a progress is about: the one asked for, else the active one, else the newest. */
async function planFor(
  db: Kysely<Tables>,
  patientId: number,
  planId: number | undefined,
): Promise<TrainingPlan | undefined> {
  if (planId !== undefined) {
    const plan = await findPlan(db, planId);
    if (!plan || plan.patientId !== patientId) throw new ApiError(40401, '训练计划不存在');
    return plan;
  }
  const row = await db
    .selectFrom('training_plans')
    .select('id')
    .where('patient_id', '=', patientId)
    .orderBy(raw`status = 'active'`, 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? findPlan(db, row.id) : undefined;
}

export async function progressOf(
  db: Kysely<Tables>,
  query: PatientProgressQuery,
  now = Date.now(),
): Promise<PatientProgress> {
  const plan = await planFor(db, query.patientId, query.planId);
  if (!plan) return { patientId: query.patientId, plan: null, items: [], sessions: [], days: [] };
  const [sessions, runs] = await Promise.all([
    db
      .selectFrom('training_sessions')
      .select(['id', 'status', 'started_at', 'finished_at', 'recorded_at'])
      .where('plan_id', '=', plan.id)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SESSION_CAP)
      .execute(),
    db
      .selectFrom('exercise_results')
      .select([
        'id',
        'session_id',
        'plan_item_id',
        'exercise_kind',
        'level',
        'outcome',
        'accuracy',
        'mean_rt_ms',
        'median_rt_ms',
        'omissions',
        'commissions',
        'trial_count',
        'finished_at',
      ])
      .where('plan_id', '=', plan.id)
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SESSION_CAP * 10)
      .execute(),
  ]);
  sessions.reverse();
  runs.reverse();

  const items = plan.items.map((item) => ({
    planItemId: item.id,
    kind: item.kind,
    currentLevel: item.levelState.level,
    levels: runs
      .filter((run) => run.plan_item_id === item.id && run.outcome === 'completed')
      .map((run) => ({
        at: run.finished_at.getTime(),
        level: run.level,
        sessionId: run.session_id,
      })),
  }));

  const sessionList = sessions.map((session) => ({
    id: session.id,
    status: session.status,
    startedAt: session.started_at.getTime(),
    finishedAt: session.finished_at?.getTime() ?? null,
    runs: runs
      .filter((run) => run.session_id === session.id)
      .map((run) => ({
        resultId: run.id,
        planItemId: run.plan_item_id,
        kind: exerciseKind.parse(run.exercise_kind),
        level: run.level,
        outcome: run.outcome,
        accuracy: run.accuracy,
        meanRtMs: run.mean_rt_ms,
        medianRtMs: run.median_rt_ms,
        omissions: run.omissions,
        commissions: run.commissions,
        trialCount: run.trial_count,
        finishedAt: run.finished_at.getTime(),
      })),
  }));

  // Adherence: every day from the plan's start to its end, or to today if that comes first.
  const done = new Map<string, { sessions: number; minutes: number }>();
  for (const session of sessions) {
    if (session.status !== 'completed' || session.finished_at === null) continue;
    const date = chinaDate(countedAt(session.started_at, session.recorded_at));
    const day = done.get(date) ?? { sessions: 0, minutes: 0 };
    day.sessions += 1;
    day.minutes += Math.round(
      (session.finished_at.getTime() - session.started_at.getTime()) / 60_000,
    );
    done.set(date, day);
  }
  const today = chinaDate(now);
  const last = plan.endDate < today ? plan.endDate : today;
  const planned = new Set(plan.trainingDays);
  const days: PatientProgress['days'] = [];
  for (
    let ms = Date.parse(`${plan.startDate}T00:00:00Z`);
    ms <= Date.parse(`${last}T00:00:00Z`) && days.length < 3660;
    ms += DAY_MS
  ) {
    const date = new Date(ms).toISOString().slice(0, 10);
    const day = done.get(date);
    days.push({
      date,
      planned: planned.has(weekdayOf(date)),
      sessions: day?.sessions ?? 0,
      minutes: day?.minutes ?? 0,
    });
  }

  return { patientId: query.patientId, plan, items, sessions: sessionList, days };
}
