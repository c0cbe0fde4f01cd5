import type { DoctorTrainingToday, ExerciseKind, PatientTrainingToday } from '@cep/contract';
import { exerciseKind } from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { countedAt } from './client-clock';

/*
 * 今日训练 on 首页 (issue 13): for each active plan, whether today is a training day, the sessions
 * completed today and the planned days of this week already missed. Days are China time (UTC+8)
 * and weeks start on Monday, as the patient's week view and the progress calendar count them.
 */

const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** `YYYY-MM-DD` of the UTC+8 day `ms` falls in. */
export const chinaDay = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The Monday-first week holding `today`, as seven `YYYY-MM-DD`. */
export function weekOf(today: string): string[] {
  const date = Date.parse(`${today}T00:00:00Z`);
  const monday = date - ((new Date(date).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: 7 }, (_, i) =>
    new Date(monday + i * DAY_MS).toISOString().slice(0, 10),
  );
}

const weekdayOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

export interface PlanDays {
  trainingDays: number[];
  startDate: string;
  endDate: string;
}

/** Where one plan stands today, from the days (UTC+8) of its completed sessions this week. */
export function planToday(plan: PlanDays, sessionDays: readonly string[], today: string) {
  const planned = (date: string) =>
    date >= plan.startDate && date <= plan.endDate && plan.trainingDays.includes(weekdayOf(date));
  const trained = new Set(sessionDays);
  const week = weekOf(today);
  return {
    dueToday: planned(today),
    sessionsToday: sessionDays.filter((day) => day === today).length,
    missedThisWeek: week.filter((date) => date < today && planned(date) && !trained.has(date))
      .length,
    plannedDaysThisWeek: week.filter(planned).length,
    daysTrainedThisWeek: week.filter((date) => trained.has(date)).length,
  };
}

interface PlanRow {
  plan_id: number;
  patient_id: number;
  patient_name: string;
  training_days: number[];
  start_date: string;
  end_date: string;
  minutes_per_session: number;
}

/** Active plans (of `patientScope`) and the UTC+8 days of their completed sessions this week. */
async function activePlans(
  db: Kysely<Tables>,
  scope: { doctorId?: number; userId?: number; all?: boolean },
  today: string,
) {
  const weekStart = new Date(Date.parse(`${weekOf(today)[0]}T00:00:00Z`) - CHINA_OFFSET_MS);
  const plans = await sql<PlanRow>`
    SELECT tp.id AS plan_id, tp.patient_id, p.patient_name, tp.training_days,
           to_char(tp.start_date, 'YYYY-MM-DD') AS start_date,
           to_char(tp.end_date, 'YYYY-MM-DD') AS end_date, tp.minutes_per_session
      FROM training_plans tp
      JOIN patients p ON p.id = tp.patient_id
     WHERE tp.status = 'active'
       AND (${scope.all === true}
            OR (${scope.doctorId ?? null}::int IS NOT NULL AND EXISTS (
                  SELECT 1 FROM care_team_members m
                   WHERE m.patient_id = tp.patient_id AND m.doctor_id = ${scope.doctorId ?? null}::int))
            OR p.user_id = ${scope.userId ?? null}::int)
     ORDER BY p.patient_name, tp.id`.execute(db);
  const ids = plans.rows.map((row) => row.plan_id);
  const sessions =
    ids.length === 0
      ? []
      : await db
          .selectFrom('training_sessions')
          .select(['plan_id', 'started_at', 'recorded_at'])
          .where('plan_id', 'in', ids)
          .where('status', '=', 'completed')
          .where('started_at', '>=', weekStart)
          .execute();
  return plans.rows.map((row) => ({
    row,
    days: sessions
      .filter((session) => session.plan_id === row.plan_id)
      .map((session) => chinaDay(countedAt(session.started_at, session.recorded_at))),
  }));
}

const toPlanDays = (row: PlanRow): PlanDays => ({
  trainingDays: [...row.training_days].map(Number),
  startDate: row.start_date,
  endDate: row.end_date,
});

/** The doctor's card: their teams' patients (every patient for `all`, the admin). */
export async function doctorTrainingToday(
  db: Kysely<Tables>,
  scope: { doctorId?: number; all?: boolean },
  now = Date.now(),
): Promise<DoctorTrainingToday> {
  const today = chinaDay(now);
  if (scope.doctorId === undefined && !scope.all) {
    return { date: today, due: 0, done: 0, missed: 0, patients: [] };
  }
  const rows = (await activePlans(db, scope, today)).map(({ row, days }) => {
    const status = planToday(toPlanDays(row), days, today);
    return {
      patientId: row.patient_id,
      patientName: row.patient_name,
      planId: row.plan_id,
      dueToday: status.dueToday,
      sessionsToday: status.sessionsToday,
      missedThisWeek: status.missedThisWeek,
    };
  });
  const due = rows.filter((row) => row.dueToday);
  return {
    date: today,
    due: due.length,
    done: due.filter((row) => row.sessionsToday > 0).length,
    missed: rows.reduce((sum, row) => sum + row.missedThisWeek, 0),
    // Due today first (not yet trained before trained), then the most missed days.
    patients: [...rows].sort(
      (a, b) =>
        Number(b.dueToday) - Number(a.dueToday) ||
        Number(a.sessionsToday > 0) - Number(b.sessionsToday > 0) ||
        b.missedThisWeek - a.missedThisWeek,
    ),
  };
}

/** The patient's own card. */
export async function patientTrainingToday(
  db: Kysely<Tables>,
  userId: number,
  now = Date.now(),
): Promise<PatientTrainingToday> {
  const today = chinaDay(now);
  const [plan] = await activePlans(db, { userId }, today);
  if (!plan) {
    return {
      date: today,
      planId: null,
      dueToday: false,
      sessionsToday: 0,
      minutesPerSession: null,
      exercises: [],
      daysTrainedThisWeek: 0,
      plannedDaysThisWeek: 0,
    };
  }
  const items = await db
    .selectFrom('training_plan_items')
    .select('exercise_kind')
    .where('plan_id', '=', plan.row.plan_id)
    .orderBy('position')
    .execute();
  const status = planToday(toPlanDays(plan.row), plan.days, today);
  return {
    date: today,
    planId: plan.row.plan_id,
    dueToday: status.dueToday,
    sessionsToday: status.sessionsToday,
    minutesPerSession: plan.row.minutes_per_session,
    exercises: items.map((item) => exerciseKind.parse(item.exercise_kind) as ExerciseKind),
    daysTrainedThisWeek: status.daysTrainedThisWeek,
    plannedDaysThisWeek: status.plannedDaysThisWeek,
  };
}
