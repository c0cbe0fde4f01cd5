import { myDataLimits, type MyDataRequest, type MyDataStep } from '@cep/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { MyDataExportsTable, Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';

/*
 * The table of 我的数据 requests (migration 0040): asking, reading the latest, and the workers'
 * claim and progress. Every instance works from these rows alone, so any of them may prepare a
 * request another took, and a request whose server stopped is seen and claimed again.
 */

type Row = Selectable<MyDataExportsTable>;

/** The request as the patient sees it; a ready archive past its expiry is already `expired`. */
export function toMyDataRequest(row: Row, now = Date.now()): MyDataRequest {
  const expired =
    row.status === 'ready' && row.expires_at !== null && row.expires_at.getTime() <= now;
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    progress: row.progress,
    step: row.step as MyDataStep,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    error: row.error,
  };
}

/** The patient of the signed-in account, or 40301 (only a patient has data to take). */
export async function ownPatientId(db: Kysely<Tables>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('patients')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new ApiError(40301, '只有患者本人可以下载自己的数据');
  return row.id;
}

/**
 * Queues a request; 40940 while one of the patient's is queued or running (the partial unique
 * index decides, on every instance alike), 42910 past the daily bound.
 */
export async function queueRequest(
  db: Kysely<Tables>,
  patientId: number,
  userId: number,
  fhirBase: string,
): Promise<Row> {
  const today = await db
    .selectFrom('my_data_exports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('patient_id', '=', patientId)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  if (Number(today.n) >= myDataLimits.perDay) throw new ApiError(42910);
  const row = await db
    .insertInto('my_data_exports')
    .values({ patient_id: patientId, requested_by: userId, fhir_base: fhirBase })
    .onConflict((oc) =>
      oc.column('patient_id').where('status', 'in', ['queued', 'running']).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new ApiError(40940);
  return row;
}

/** The patient's latest request, if any. */
export async function latestRequest(
  db: Kysely<Tables>,
  patientId: number,
): Promise<Row | undefined> {
  return db
    .selectFrom('my_data_exports')
    .selectAll()
    .where('patient_id', '=', patientId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A request by id, only if it is the patient's: another's id reads as not found (no probing). */
export async function ownRequest(db: Kysely<Tables>, patientId: number, id: string): Promise<Row> {
  const row = await db
    .selectFrom('my_data_exports')
    .selectAll()
    .where('id', '=', id)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
  if (!row) throw new ApiError(40401, '没有这个资料下载申请');
  return row;
}

/**
 * Claims the oldest request no one is working on: a queued one, or a running one whose server
 * fell silent for `staleMs` (it stopped or crashed). Locked rows are skipped, so two instances
 * never take the same one. A stale run past its last attempt is marked failed instead.
 */
export async function claimNext(
  db: Kysely<Tables>,
  staleMs: number,
  maxAttempts: number,
): Promise<Row | undefined> {
  await db
    .updateTable('my_data_exports')
    .set({
      status: 'failed',
      error: '准备资料时服务器中断，请重试',
      finished_at: sql<Date>`now()`,
    })
    .where('status', '=', 'running')
    .where('attempts', '>=', maxAttempts)
    .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleMs / 1000})`)
    .execute();
  const { rows } = await sql<Row>`
    UPDATE my_data_exports SET status = 'running', attempts = attempts + 1, progress = 0,
           step = 'queued', started_at = now(), heartbeat_at = now()
     WHERE id = (
       SELECT id FROM my_data_exports
        WHERE status = 'queued'
           OR (status = 'running' AND attempts < ${maxAttempts}
               AND heartbeat_at < now() - make_interval(secs => ${staleMs / 1000}))
        ORDER BY created_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(db);
  return rows[0];
}

/**
 * Writes a running request's progress (and its heartbeat). False when the row is no longer this
 * run's (another instance claimed it as stale): the run then stops.
 */
export async function reportProgress(
  db: Kysely<Tables>,
  id: string,
  attempt: number,
  step: MyDataStep,
  progress: number,
): Promise<boolean> {
  const result = await db
    .updateTable('my_data_exports')
    .set({ step, progress: Math.round(progress), heartbeat_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('attempts', '=', attempt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The archive is written: ready until `keepDays` from now. */
export async function markReady(
  db: Kysely<Tables>,
  id: string,
  attempt: number,
  fileName: string,
  sizeBytes: number,
): Promise<boolean> {
  const result = await db
    .updateTable('my_data_exports')
    .set({
      status: 'ready',
      step: 'done',
      progress: 100,
      file_name: fileName,
      size_bytes: sizeBytes,
      finished_at: sql<Date>`now()`,
      expires_at: sql<Date>`now() + make_interval(days => ${myDataLimits.keepDays})`,
      error: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('attempts', '=', attempt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The run failed: the patient may ask again. */
export async function markFailed(
  db: Kysely<Tables>,
  id: string,
  attempt: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('my_data_exports')
    .set({ status: 'failed', error, finished_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('attempts', '=', attempt)
    .execute();
}

/** The server stops mid-run: the request goes back to the queue for another instance. */
export async function requeue(db: Kysely<Tables>, id: string, attempt: number): Promise<void> {
  await db
    .updateTable('my_data_exports')
    .set({ status: 'queued', step: 'queued', progress: 0, heartbeat_at: null })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('attempts', '=', attempt)
    .execute();
}
