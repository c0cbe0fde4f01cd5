import type { TrainingSession, TrainingSessionFinish, TrainingSessionStart } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { inTransaction } from '../platform/db/transaction';
import { ApiError } from '../platform/http/api-error';
import { toItem } from './plans';

/*
 * Training sessions, keyed by the browser's id within their plan: a start sent twice, or a result
 * whose session start has not arrived (a session trained offline), finds the same row.
 */

interface SessionRow {
  id: number;
  client_id: string;
  plan_id: number;
  patient_id: number;
  status: 'started' | 'completed' | 'abandoned';
  started_at: Date;
  finished_at: Date | null;
}

async function toSession(db: Kysely<Tables>, row: SessionRow): Promise<TrainingSession> {
  const items = await db
    .selectFrom('training_plan_items')
    .selectAll()
    .where('plan_id', '=', row.plan_id)
    .orderBy('position')
    .execute();
  return {
    id: row.id,
    clientId: row.client_id,
    planId: row.plan_id,
    patientId: row.patient_id,
    status: row.status,
    startedAt: row.started_at.getTime(),
    finishedAt: row.finished_at?.getTime() ?? null,
    items: items.map(toItem),
  };
}

function findSession(db: Kysely<Tables>, planId: number, clientId: string) {
  return db
    .selectFrom('training_sessions')
    .select(['id', 'client_id', 'plan_id', 'patient_id', 'status', 'started_at', 'finished_at'])
    .where('plan_id', '=', planId)
    .where('client_id', '=', clientId.toLowerCase())
    .executeTakeFirst();
}

/**
 * The session `clientId` of plan `planId`, started now if it is new. A new session needs the plan
 * active, or (a session trained offline, arriving late) started before the plan last left
 * "active". Runs inside the caller's transaction; the plan row is share-locked so its state
 * cannot change under the check.
 */
export async function ensureSession(
  trx: Kysely<Tables>,
  planId: number,
  clientId: string,
  startedAt: number | undefined,
  userId: number,
): Promise<SessionRow> {
  const found = await findSession(trx, planId, clientId);
  if (found) return found;
  const plan = await trx
    .selectFrom('training_plans')
    .select(['patient_id', 'status'])
    .where('id', '=', planId)
    .forShare()
    .executeTakeFirst();
  if (!plan) throw new ApiError(40401, '训练计划不存在');
  const start = startedAt ?? Date.now();
  const leftActive =
    plan.status === 'active'
      ? undefined
      : await trx
          .selectFrom('training_plan_status_changes')
          .select('changed_at')
          .where('plan_id', '=', planId)
          .where('from_status', '=', 'active')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
  const lateFromActive = leftActive !== undefined && start <= leftActive.changed_at.getTime();
  if (plan.status !== 'active' && !lateFromActive) {
    throw new ApiError(40901, '训练计划不在进行中，不能开始训练');
  }
  const inserted = await trx
    .insertInto('training_sessions')
    .values({
      client_id: clientId.toLowerCase(),
      plan_id: planId,
      patient_id: plan.patient_id,
      started_at: new Date(start),
      started_by: userId,
    })
    .onConflict((oc) => oc.columns(['plan_id', 'client_id']).doNothing())
    .returning(['id', 'client_id', 'plan_id', 'patient_id', 'status', 'started_at', 'finished_at'])
    .executeTakeFirst();
  // A concurrent request with the same id inserted it first: answer that row.
  return inserted ?? (await findSession(trx, planId, clientId))!;
}

export function startSession(
  db: Kysely<Tables>,
  input: TrainingSessionStart,
  userId: number,
): Promise<TrainingSession> {
  return inTransaction(db, async (trx) =>
    toSession(trx, await ensureSession(trx, input.planId, input.clientId, input.startedAt, userId)),
  );
}

/** Ends a session once; a second finish answers it as it is. */
export function finishSession(
  db: Kysely<Tables>,
  input: TrainingSessionFinish,
): Promise<TrainingSession> {
  return inTransaction(db, async (trx) => {
    const found = await findSession(trx, input.planId, input.clientId);
    if (!found) throw new ApiError(40401, '训练不存在');
    if (found.status !== 'started') return toSession(trx, found);
    const finishedAt = Math.max(input.finishedAt ?? Date.now(), found.started_at.getTime());
    const updated = await trx
      .updateTable('training_sessions')
      .set({
        status: input.outcome === 'completed' ? 'completed' : 'abandoned',
        finished_at: new Date(finishedAt),
      })
      .where('id', '=', found.id)
      .where('status', '=', 'started')
      .returning([
        'id',
        'client_id',
        'plan_id',
        'patient_id',
        'status',
        'started_at',
        'finished_at',
      ])
      .executeTakeFirst();
    return toSession(trx, updated ?? (await findSession(trx, input.planId, input.clientId))!);
  });
}
