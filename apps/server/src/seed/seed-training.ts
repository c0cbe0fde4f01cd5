import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';

/*
 * Demo training (issue 13): 李患者 (`patient`) has an active plan from 张医生 (`doctor`) with two
 * weeks of sessions behind it (one planned day missed), so the progress pages have something to
 * show. Results are made here like the exercises' scoring makes them (counts agree with trials).
 */

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Midnight (China time) of the day `days` from `now`'s day, as epoch ms. */
function chinaMidnight(now: Date, days: number): number {
  const local = now.getTime() + CHINA_OFFSET_MS;
  return local - (local % DAY_MS) - CHINA_OFFSET_MS + days * DAY_MS;
}

function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

function weekdayOf(ms: number): number {
  const day = new Date(ms + CHINA_OFFSET_MS).getUTCDay();
  return day === 0 ? 7 : day;
}

interface Trial {
  index: number;
  practice: boolean;
  stimulus: string;
  response: string | null;
  correct: boolean;
  rtMs: number | null;
}

/** Omissions are wrong trials without an answer, commissions wrong ones with one. */
function summary(trials: Trial[]) {
  const omissions = trials.filter((t) => !t.correct && t.response === null).length;
  const commissions = trials.filter((t) => !t.correct && t.response !== null).length;
  const rts = trials.flatMap((t) =>
    t.correct && t.rtMs !== null && t.response !== null ? [t.rtMs] : [],
  );
  const sorted = [...rts].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return {
    accuracy: trials.length === 0 ? 0 : trials.filter((t) => t.correct).length / trials.length,
    mean_rt_ms: rts.length === 0 ? null : rts.reduce((a, b) => a + b, 0) / rts.length,
    median_rt_ms:
      rts.length === 0
        ? null
        : sorted.length % 2 === 1
          ? sorted[mid]!
          : (sorted[mid - 1]! + sorted[mid]!) / 2,
    omissions,
    commissions,
  };
}

/** A Go/No-Go run of 20 trials: `misses` go trials missed, `falsePresses` no-go trials pressed. */
function goNoGoRun(session: number, misses: number, falsePresses: number) {
  const trials: Trial[] = Array.from({ length: 20 }, (_, index) => {
    const go = index % 4 !== 3;
    const missed = go && index < misses * 4;
    const pressed = !go && index < falsePresses * 4;
    const response = go ? (missed ? null : 'press') : pressed ? 'press' : null;
    return {
      index,
      practice: false,
      stimulus: go ? 'go' : 'nogo',
      response,
      correct: go ? response !== null : response === null,
      rtMs: response === null ? null : 380 + ((index * 37 + session * 11) % 160) - session * 4,
    };
  });
  return { trials, ...summary(trials) };
}

/** A forward digit span run of 6 sequences of `span` digits, `wrong` of them typed wrongly. */
function digitSpanRun(session: number, span: number, wrong: number) {
  const trials: Trial[] = Array.from({ length: 6 }, (_, index) => {
    const digits = Array.from({ length: span }, (_, d) =>
      String((index * 3 + d * 7 + session) % 10),
    ).join('');
    const correct = index >= wrong;
    return {
      index,
      practice: false,
      stimulus: digits,
      response: correct ? digits : digits.split('').reverse().join('') + '0',
      correct,
      rtMs: 2600 + span * 300 - session * 20 + index * 40,
    };
  });
  return { trials, ...summary(trials) };
}

export async function seedTraining(
  trx: Kysely<Tables>,
  idOf: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const doctorUser = idOf.get('doctor');
  const patientUser = idOf.get('patient');
  if (doctorUser === undefined || patientUser === undefined) return;
  const patient = await trx
    .selectFrom('patients')
    .select('id')
    .where('user_id', '=', patientUser)
    .executeTakeFirstOrThrow();
  const doctorName = (
    await trx
      .selectFrom('users')
      .select('name')
      .where('id', '=', doctorUser)
      .executeTakeFirstOrThrow()
  ).name;
  const start = chinaMidnight(now, -14);
  const created = new Date(start - DAY_MS + 9 * 3_600_000);
  const trainingDays = [1, 2, 3, 4, 5];
  const { id: planId } = await trx
    .insertInto('training_plans')
    .values({
      patient_id: patient.id,
      status: 'active',
      minutes_per_session: 20,
      sessions_per_week: 5,
      training_days: sql<number[]>`ARRAY[1, 2, 3, 4, 5]::smallint[]`,
      start_date: chinaDate(start),
      end_date: chinaDate(chinaMidnight(now, 42)),
      notes: '注意力与记忆训练，每周五次，每次约20分钟。',
      created_at: created,
      created_by: doctorUser,
      updated_at: created,
      updated_by: doctorUser,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('training_plan_status_changes')
    .values([
      {
        plan_id: planId,
        from_status: null,
        to_status: 'draft',
        changed_at: created,
        changed_by: doctorUser,
        changed_by_name: doctorName,
      },
      {
        plan_id: planId,
        from_status: 'draft',
        to_status: 'active',
        changed_at: new Date(created.getTime() + 600_000),
        changed_by: doctorUser,
        changed_by_name: doctorName,
      },
    ])
    .execute();
  const staircase = JSON.stringify({ type: 'staircase', up: 3, down: 2 });
  const items = await trx
    .insertInto('training_plan_items')
    .values([
      {
        plan_id: planId,
        position: 0,
        exercise_kind: 'goNoGo',
        start_level: 1,
        rule: staircase,
        level_state: '{}',
      },
      {
        plan_id: planId,
        position: 1,
        exercise_kind: 'digitSpanForward',
        start_level: 1,
        rule: staircase,
        level_state: '{}',
      },
    ])
    .returning(['id', 'exercise_kind'])
    .execute();
  const goNoGoItem = items.find((i) => i.exercise_kind === 'goNoGo')!.id;
  const spanItem = items.find((i) => i.exercise_kind === 'digitSpanForward')!.id;

  // Planned days before today; the third one was missed.
  const days: number[] = [];
  for (let day = start; day < chinaMidnight(now, 0); day += DAY_MS) {
    if (trainingDays.includes(weekdayOf(day))) days.push(day);
  }
  let goNoGoLevel = 1;
  let spanLevel = 1;
  let last = { goNoGo: 0, span: 0 };
  for (const [n, day] of days.entries()) {
    if (n === 2) continue;
    const startedAt = day + 10 * 3_600_000 + (n % 3) * 900_000; // 10:00–10:30 China time
    const finishedAt = startedAt + (18 + (n % 4)) * 60_000;
    const { id: sessionId } = await trx
      .insertInto('training_sessions')
      .values({
        client_id: randomUUID(),
        plan_id: planId,
        patient_id: patient.id,
        status: 'completed',
        started_at: new Date(startedAt),
        finished_at: new Date(finishedAt),
        recorded_at: new Date(finishedAt),
        started_by: patientUser,
      })
      .returning('id')
      .execute()
      .then((rows) => rows[0]!);
    const gng = goNoGoRun(n, Math.max(0, 3 - Math.floor(n / 3)), n % 2);
    const span = digitSpanRun(n, spanLevel + 2, n < 4 ? 2 : 1);
    const runs = [
      {
        item: goNoGoItem,
        kind: 'goNoGo',
        level: goNoGoLevel,
        run: gng,
        at: startedAt + 5 * 60_000,
      },
      { item: spanItem, kind: 'digitSpanForward', level: spanLevel, run: span, at: finishedAt },
    ];
    for (const { item, kind, level, run, at } of runs) {
      await trx
        .insertInto('exercise_results')
        .values({
          client_id: randomUUID(),
          patient_id: patient.id,
          session_id: sessionId,
          plan_id: planId,
          plan_item_id: item,
          exercise_kind: kind,
          level,
          outcome: 'completed',
          accuracy: run.accuracy,
          mean_rt_ms: run.mean_rt_ms,
          median_rt_ms: run.median_rt_ms,
          omissions: run.omissions,
          commissions: run.commissions,
          trial_count: run.trials.length,
          trials: JSON.stringify(run.trials),
          extra: null,
          started_at: new Date(at - 4 * 60_000),
          finished_at: new Date(at),
          recorded_at: new Date(at),
          recorded_by: patientUser,
        })
        .execute();
    }
    last = { goNoGo: startedAt + 5 * 60_000, span: finishedAt };
    // The staircase as the engine would move it, a level every other session or so.
    if (n % 2 === 1) goNoGoLevel = Math.min(goNoGoLevel + 1, 10);
    if (n % 3 === 2) spanLevel = Math.min(spanLevel + 1, 10);
  }
  const state = (level: number) =>
    JSON.stringify({ level, correctStreak: 0, errorStreak: 0, blockCount: 0, blockErrors: 0 });
  await trx
    .updateTable('training_plan_items')
    .set({
      level_state: state(goNoGoLevel),
      level_state_at: last.goNoGo ? new Date(last.goNoGo) : null,
    })
    .where('id', '=', goNoGoItem)
    .execute();
  await trx
    .updateTable('training_plan_items')
    .set({ level_state: state(spanLevel), level_state_at: last.span ? new Date(last.span) : null })
    .where('id', '=', spanItem)
    .execute();
}
