import {
  exerciseKind,
  maxLevelOf,
  type ExerciseResultAdd,
  type ExerciseResultListQuery,
  type Page,
  type StoredExerciseResult,
  type TrialRecord,
} from '@cep/contract';
import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { inTransaction } from '../platform/db/transaction';
import { ApiError } from '../platform/http/api-error';
import { fetchPage, offsetOf } from '../platform/lists/list-query';
import { CLOCK_SKEW_MS, notAhead, outsideWindow, receivedAt } from './client-clock';
import { ensureSession } from './sessions';
import { addTrialMarkers } from '../signals/trial-markers';

/*
 * Exercise results: one row per run, stored once per browser-made id. The plan item keeps the
 * level engine's state of the newest run for the next session.
 */

const resultColumns = [
  'r.id',
  'r.client_id',
  'r.session_id',
  's.client_id as session_client_id',
  'r.plan_id',
  'r.plan_item_id',
  'r.patient_id',
  'r.exercise_kind',
  'r.level',
  'r.outcome',
  'r.trials',
  'r.accuracy',
  'r.mean_rt_ms',
  'r.median_rt_ms',
  'r.omissions',
  'r.commissions',
  'r.extra',
  'r.started_at',
  'r.finished_at',
  'r.recorded_at',
] as const;

function resultQuery(db: Kysely<Tables>) {
  return db
    .selectFrom('exercise_results as r')
    .innerJoin('training_sessions as s', 's.id', 'r.session_id')
    .select(resultColumns);
}

type ResultRow = Awaited<ReturnType<ReturnType<typeof resultQuery>['execute']>>[number];

function toResult(row: ResultRow): StoredExerciseResult {
  return {
    id: row.id,
    clientId: row.client_id,
    sessionId: row.session_id,
    sessionClientId: row.session_client_id,
    planId: row.plan_id,
    planItemId: row.plan_item_id,
    patientId: row.patient_id,
    kind: exerciseKind.parse(row.exercise_kind),
    level: row.level,
    outcome: row.outcome,
    trials: row.trials as TrialRecord[],
    accuracy: row.accuracy,
    meanRtMs: row.mean_rt_ms,
    medianRtMs: row.median_rt_ms,
    omissions: row.omissions,
    commissions: row.commissions,
    extra: (row.extra as Record<string, number> | null) ?? null,
    startedAt: row.started_at.getTime(),
    finishedAt: row.finished_at.getTime(),
    recordedAt: row.recorded_at.getTime(),
  };
}

function storedResult(db: Kysely<Tables>, patientId: number, clientId: string) {
  return resultQuery(db)
    .where('r.patient_id', '=', patientId)
    .where('r.client_id', '=', clientId.toLowerCase())
    .executeTakeFirst();
}

/** The plan item a result is for, with its plan and patient; 40401 when there is none. */
export async function planItemOf(db: Kysely<Tables>, planItemId: number) {
  const item = await db
    .selectFrom('training_plan_items as i')
    .innerJoin('training_plans as p', 'p.id', 'i.plan_id')
    .select(['i.id', 'i.plan_id', 'i.exercise_kind', 'p.patient_id'])
    .where('i.id', '=', planItemId)
    .executeTakeFirst();
  return item;
}

/**
 * A run's times as they are stored: within its session's window and never in the server's future
 * (training/client-clock.ts); outside → 40001.
 */
async function runTimes(
  trx: Kysely<Tables>,
  input: { startedAt: number; finishedAt: number },
  session: { started_at: Date; finished_at: Date | null },
): Promise<{ startedAt: number; finishedAt: number }> {
  const received = await receivedAt(trx);
  const finishedAt = notAhead('finishedAt', input.finishedAt, received);
  const startedAt = notAhead('startedAt', input.startedAt, received);
  if (startedAt < session.started_at.getTime() - CLOCK_SKEW_MS) {
    throw outsideWindow('startedAt', '早于所属训练的开始时间');
  }
  if (session.finished_at && finishedAt > session.finished_at.getTime() + CLOCK_SKEW_MS) {
    throw outsideWindow('finishedAt', '晚于所属训练的结束时间');
  }
  return { startedAt, finishedAt };
}

/**
 * Stores a run once: the same `clientId` again (for this patient) answers the stored row and
 * changes nothing. A run newer than the one that last moved the plan item's level leaves its
 * level state there.
 */
export function addResult(
  db: Kysely<Tables>,
  input: ExerciseResultAdd & { result: { kind: string } },
  item: { id: number; plan_id: number; exercise_kind: string; patient_id: number },
  userId: number,
): Promise<StoredExerciseResult> {
  return inTransaction(db, async (trx) => {
    // The same id sent again while the first is being stored waits for it here, then finds the
    // stored row: no second session is started for a result that is stored once.
    await raw`SELECT pg_advisory_xact_lock(${item.patient_id}, hashtext(${input.clientId.toLowerCase()}))`.execute(
      trx,
    );
    const before = await storedResult(trx, item.patient_id, input.clientId);
    if (before) return toResult(before);
    if (input.result.kind !== item.exercise_kind) {
      throw new ApiError(40001, '参数校验失败：result.kind 与训练计划中的项目不符');
    }
    const session = await ensureSession(
      trx,
      item.plan_id,
      input.sessionClientId,
      input.startedAt,
      userId,
    );
    const { startedAt, finishedAt } = await runTimes(trx, input, session);
    const { result } = input;
    const inserted = await trx
      .insertInto('exercise_results')
      .values({
        client_id: input.clientId.toLowerCase(),
        patient_id: item.patient_id,
        session_id: session.id,
        plan_id: item.plan_id,
        plan_item_id: item.id,
        exercise_kind: result.kind,
        level: result.level,
        outcome: result.outcome,
        accuracy: result.accuracy,
        mean_rt_ms: result.meanRtMs,
        median_rt_ms: result.medianRtMs,
        omissions: result.omissions,
        commissions: result.commissions,
        trial_count: result.trials.length,
        trials: JSON.stringify(result.trials),
        extra: result.extra ? JSON.stringify(result.extra) : null,
        started_at: new Date(startedAt),
        finished_at: new Date(finishedAt),
        recorded_by: userId,
      })
      .onConflict((oc) => oc.columns(['patient_id', 'client_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted && input.levelState && result.outcome === 'completed') {
      const state = {
        ...input.levelState,
        level: Math.min(input.levelState.level, maxLevelOf(result.kind as never)),
      };
      // A state stamped later than the server's now was left by a wrong clock before the window
      // existed (a result "finished" in 2096): it never holds the level back.
      await trx
        .updateTable('training_plan_items')
        .set({ level_state: JSON.stringify(state), level_state_at: new Date(finishedAt) })
        .where('id', '=', item.id)
        .where((eb) =>
          eb.or([
            eb('level_state_at', 'is', null),
            eb('level_state_at', '<=', new Date(finishedAt)),
            eb('level_state_at', '>', raw<Date>`now()`),
          ]),
        )
        .execute();
    }
    // A recording of the patient running now gets the trials as markers (MPSA, issue 15), from the
    // browser's own times: trial-markers.ts brings that clock onto the recording's itself.
    if (inserted) {
      await addTrialMarkers(trx, {
        patientId: item.patient_id,
        kind: result.kind,
        startedAt: input.startedAt,
        finishedAt: input.finishedAt,
        trials: result.trials,
      });
    }
    // Not inserted: the same id arrived concurrently and its row is there now.
    const stored = await storedResult(trx, item.patient_id, input.clientId);
    if (!stored) throw new Error('exercise result vanished after its insert');
    return toResult(stored);
  });
}

/** A patient's results, newest first, with their trials. */
export function listResults(
  db: Kysely<Tables>,
  query: ExerciseResultListQuery,
): Promise<Page<StoredExerciseResult>> {
  let rows = resultQuery(db).where('r.patient_id', '=', query.patientId);
  let count = db
    .selectFrom('exercise_results as r')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('r.patient_id', '=', query.patientId);
  if (query.planId !== undefined) {
    rows = rows.where('r.plan_id', '=', query.planId);
    count = count.where('r.plan_id', '=', query.planId);
  }
  if (query.sessionId !== undefined) {
    rows = rows.where('r.session_id', '=', query.sessionId);
    count = count.where('r.session_id', '=', query.sessionId);
  }
  if (query.kind !== undefined) {
    rows = rows.where('r.exercise_kind', '=', query.kind);
    count = count.where('r.exercise_kind', '=', query.kind);
  }
  return fetchPage(
    query,
    () => rows.orderBy('r.id', 'desc').limit(query.pageSize).offset(offsetOf(query)).execute(),
    async () => (await count.executeTakeFirstOrThrow()).n,
    toResult,
  );
}
