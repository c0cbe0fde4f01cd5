import {
  erasureDeadlineDays,
  type ErasureListQuery,
  type ErasureRequest,
  type ErasureStatement,
  type Page,
} from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import { archiveUser } from '../identity/users/user-writes';
import { recordAudit } from '../platform/audit/audit';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { offsetOf, sqlState, UNIQUE_VIOLATION } from '../platform/lists/list-query';
import { erasureStatementOf } from './erasure-statement';

/*
 * Erasure requests (issue 32 §5, PIPL Art. 47): asked by a patient or an admin for them, answered
 * by an admin within the deadline. Completing runs the erasure in the caller's transaction
 * (routes.ts wraps it with its audit line): community content anonymised, pictures deleted, the
 * memberships (nickname, avatar) removed, the account archived (sign-in refused) — and every
 * clinical record left as it is, attributed to the archived patient.
 */

/** What an anonymised post says instead of its text. */
export const erasedPostBody = '该内容已按用户要求删除';

const dayMs = 24 * 60 * 60 * 1000;

interface RequestRow {
  id: number;
  patient_id: number;
  patient_name: string;
  asked_by_name: string | null;
  asked_by_self: boolean;
  asked_at: Date;
  deadline: Date;
  status: ErasureRequest['status'];
  reason: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  statement: unknown;
  total?: string;
}

function toRequest(row: RequestRow): ErasureRequest {
  return {
    id: row.id,
    patientId: row.patient_id,
    patientName: row.patient_name,
    askedByName: row.asked_by_name,
    askedBySelf: row.asked_by_self,
    askedAt: row.asked_at.getTime(),
    deadline: row.deadline.getTime(),
    status: row.status,
    reason: row.reason,
    decidedByName: row.decided_by_name,
    decidedAt: row.decided_at?.getTime() ?? null,
    statement: (row.statement as ErasureStatement | null) ?? null,
  };
}

const selectRequest = sql`
  SELECT e.id, e.patient_id, p.patient_name, e.asked_by_name, e.asked_by_self, e.asked_at,
         e.deadline, e.status, e.reason, e.decided_by_name, e.decided_at, e.statement`;

/** The patient record of account `userId` (not archived), or undefined: not a patient. */
export async function patientOfAccount(
  db: Kysely<Tables>,
  userId: number,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('patients')
    .select('id')
    .where('user_id', '=', userId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

export async function requireRequest(db: Kysely<Tables>, id: number): Promise<ErasureRequest> {
  const { rows } = await sql<RequestRow>`${selectRequest}
      FROM erasure_requests e JOIN patients p ON p.id = e.patient_id
     WHERE e.id = ${id}`.execute(db);
  if (!rows[0]) throw new ApiError(40401, '删除申请不存在');
  return toRequest(rows[0]);
}

/** The latest request of patient `patientId`, if any. */
export async function latestRequest(
  db: Kysely<Tables>,
  patientId: number,
): Promise<ErasureRequest | null> {
  const { rows } = await sql<RequestRow>`${selectRequest}
      FROM erasure_requests e JOIN patients p ON p.id = e.patient_id
     WHERE e.patient_id = ${patientId}
     ORDER BY e.id DESC LIMIT 1`.execute(db);
  return rows[0] ? toRequest(rows[0]) : null;
}

/** Pending first, the nearest deadline first; then the answered ones, latest first. */
export async function listRequests(
  db: Kysely<Tables>,
  query: ErasureListQuery,
): Promise<Page<ErasureRequest>> {
  const status = query.status ?? null;
  const { rows } = await sql<RequestRow>`${selectRequest}, count(*) OVER () AS total
      FROM erasure_requests e JOIN patients p ON p.id = e.patient_id
     WHERE (${status}::text IS NULL OR e.status = ${status}::text)
     ORDER BY e.status <> 'pending', CASE WHEN e.status = 'pending' THEN e.deadline END,
              e.id DESC
     LIMIT ${query.pageSize} OFFSET ${offsetOf(query)}`.execute(db);
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && query.pageNum > 1) {
    const { rows: counted } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM erasure_requests
       WHERE (${status}::text IS NULL OR status = ${status}::text)`.execute(db);
    total = Number(counted[0]!.n);
  }
  return { list: rows.map(toRequest), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/**
 * A new pending request for patient `patientId` (not archived: 40401 for an admin naming an
 * unknown or archived patient). A second pending one → 40950, whatever the order of two at once
 * (the partial unique index of migration 0041).
 */
export async function addRequest(
  db: Kysely<Tables>,
  patientId: number,
  askedBy: { userId: number; name: string; self: boolean },
  now: Date,
): Promise<ErasureRequest> {
  const patient = await db
    .selectFrom('patients')
    .select('id')
    .where('id', '=', patientId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!patient) throw new ApiError(40401, '患者档案不存在');
  try {
    const row = await db
      .insertInto('erasure_requests')
      .values({
        patient_id: patientId,
        asked_by: askedBy.userId,
        asked_by_name: askedBy.name,
        asked_by_self: askedBy.self,
        asked_at: now,
        deadline: new Date(now.getTime() + erasureDeadlineDays * dayMs),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return await requireRequest(db, row.id);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new ApiError(40950);
    throw error;
  }
}

/** The request `id` locked for its answer; one already answered → 40951. */
async function lockPending(trx: Kysely<Tables>, id: number): Promise<{ patient_id: number }> {
  const row = await trx
    .selectFrom('erasure_requests')
    .select(['patient_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(40401, '删除申请不存在');
  if (row.status !== 'pending') throw new ApiError(40951);
  return row;
}

export interface Decider {
  userId: number;
  name: string;
  ip: string | null;
}

/**
 * Completes request `id` in `trx`: counts what is erased and kept (the statement), erases, archives
 * the account (its own audit line, as an admin's archive has), and stores the statement.
 */
export async function completeRequest(
  trx: Kysely<Tables>,
  id: number,
  decider: Decider,
  now: Date,
): Promise<ErasureRequest> {
  const { patient_id: patientId } = await lockPending(trx, id);
  const patient = await trx
    .selectFrom('patients')
    .select(['user_id'])
    .where('id', '=', patientId)
    .executeTakeFirstOrThrow();
  const statement = await erasureStatementOf(trx, patientId, patient.user_id);
  await eraseCommunity(trx, patientId);
  // The account's own picture goes with it; the patient record's portrait is part of the record.
  await trx.updateTable('users').set({ avatar: '' }).where('id', '=', patient.user_id).execute();
  const archived = await trx
    .selectFrom('users')
    .select('archived_at')
    .where('id', '=', patient.user_id)
    .executeTakeFirstOrThrow();
  if (archived.archived_at === null) {
    await archiveUser(trx, patient.user_id, decider.userId);
    await recordAudit(trx, {
      actorId: decider.userId,
      actorName: decider.name,
      action: 'deletePatient',
      entity: 'patientInformation',
      entityId: patientId,
      ip: decider.ip,
      outcome: 'success',
      detail: { archived: true, erasureRequest: id },
    });
  }
  await trx
    .updateTable('erasure_requests')
    .set({
      status: 'completed',
      decided_by: decider.userId,
      decided_by_name: decider.name,
      decided_at: now,
      statement: JSON.stringify(statement),
    })
    .where('id', '=', id)
    .execute();
  return requireRequest(trx, id);
}

/**
 * The community part: posts keep their place in their group's thread but say only
 * `erasedPostBody`, their pictures' files are deleted, memberships (nickname, avatar) go (the
 * posts then show as a former member's), and so do reports, challenge entries and sign-ups whose
 * attendance was not recorded (a recorded attendance is the clinician's note of a group session).
 */
async function eraseCommunity(trx: Kysely<Tables>, patientId: number): Promise<void> {
  const pictures = await trx
    .selectFrom('group_posts')
    .select('image_file_id')
    .where('author_patient_id', '=', patientId)
    .where('image_file_id', 'is not', null)
    .execute();
  await trx
    .updateTable('group_posts')
    .set({ body: erasedPostBody, image_file_id: null })
    .where('author_patient_id', '=', patientId)
    .execute();
  const fileIds = pictures.flatMap((row) => (row.image_file_id ? [row.image_file_id] : []));
  if (fileIds.length > 0) await trx.deleteFrom('files').where('id', 'in', fileIds).execute();
  await trx.deleteFrom('post_reports').where('reporter_id', '=', patientId).execute();
  await trx.deleteFrom('patient_group_members').where('patient_id', '=', patientId).execute();
  await trx.deleteFrom('challenge_participants').where('patient_id', '=', patientId).execute();
  await trx
    .deleteFrom('group_session_signups')
    .where('patient_id', '=', patientId)
    .where('attended', 'is', null)
    .execute();
}

/** Rejects request `id` with `reason`. */
export async function rejectRequest(
  trx: Kysely<Tables>,
  id: number,
  reason: string,
  decider: Decider,
  now: Date,
): Promise<ErasureRequest> {
  await lockPending(trx, id);
  await trx
    .updateTable('erasure_requests')
    .set({
      status: 'rejected',
      reason,
      decided_by: decider.userId,
      decided_by_name: decider.name,
      decided_at: now,
    })
    .where('id', '=', id)
    .execute();
  return requireRequest(trx, id);
}
