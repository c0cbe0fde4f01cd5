import type { TrainingSession, TrainingSessionFinish, TrainingSessionStart } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { inTransaction } from '../platform/db/transaction';
import { ApiError } from '../platform/http/api-error';
import { CLOCK_SKEW_MS, notAhead, outsideWindow, receivedAt } from './client-clock';
import { toItem } from './plans';
import { scoresHiddenOf } from './score-visibility';

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
    scoresHidden: await scoresHiddenOf(db, row.patient_id),
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

/** The spans (epoch ms) plan `planId` was active, oldest first, from its status history. */
async function activeSpans(
  trx: Kysely<Tables>,
  planId: number,
  plan: { status: string; created_at: Date },
): Promise<Array<{ from: number; to: number }>> {
  const changes = await trx
    .selectFrom('training_plan_status_changes')
    .select(['from_status', 'to_status', 'changed_at'])
    .where('plan_id', '=', planId)
    .orderBy('id')
    .execute();
  const spans: Array<{ from: number; to: number }> = [];
  let from: number | null = null;
  for (const change of changes) {
    if (change.to_status === 'active') from = change.changed_at.getTime();
    else if (change.from_status === 'active' && from !== null) {
      spans.push({ from, to: change.changed_at.getTime() });
      from = null;
    }
  }
  // An active plan whose activation was never recorded (a row written outside the API) has been
  // active since it was created.
  if (from === null && plan.status === 'active') from = plan.created_at.getTime();
  if (from !== null) spans.push({ from, to: Infinity });
  return spans;
}

/**
 * The session `clientId` of plan `planId`, started now if it is new. A new session must start
 * while the plan was active, on the server's clock: now, or (a session trained offline, arriving
 * late) at a time its status history shows it active. Its start is a client time, believed only
 * within the window of training/client-clock.ts. Runs inside the caller's transaction; the plan row
 * is share-locked so its state cannot change under the check.
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
    .select(['patient_id', 'status', 'created_at'])
    .where('id', '=', planId)
    .forShare()
    .executeTakeFirst();
  if (!plan) throw new ApiError(40401, '训练计划不存在');
  const received = await receivedAt(trx);
  const start = startedAt === undefined ? received : notAhead('startedAt', startedAt, received);
  const spans = await activeSpans(trx, planId, plan);
  // Before the plan ever ran: no late upload explains that, only a wrong clock.
  if (spans.length > 0 && start < spans[0]!.from - CLOCK_SKEW_MS) {
    throw outsideWindow('startedAt', '早于训练计划开始进行的时间');
  }
  // A tablet a little behind the clinician's computer may start just before the activation.
  const whileActive = spans.some((span) => start >= span.from - CLOCK_SKEW_MS && start <= span.to);
  if (!whileActive) throw new ApiError(40901, '训练计划不在进行中，不能开始训练');
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
    // Never in the server's future, never before the session's start.
    const received = await receivedAt(trx);
    const finishedAt = Math.max(
      input.finishedAt === undefined
        ? received
        : notAhead('finishedAt', input.finishedAt, received),
      found.started_at.getTime(),
    );
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
