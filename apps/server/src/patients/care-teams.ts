import type { CareTeam, CareTeamChange } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../platform/lists/list-query';

/*
 * Care teams: which clinicians (doctor records) treat which patient. The rules of who may read or
 * change a team are the routes' (patients/care-team-routes.ts); these are the queries.
 */

/**
 * Whether the doctor record `doctorId` is on `patientId`'s team. Inside a write, the member row is
 * locked (FOR KEY SHARE) until the transaction ends, so a concurrent unassign cannot take away the
 * right the write relies on.
 */
export async function isOnTeam(
  db: Kysely<Tables>,
  patientId: number,
  doctorId: number,
): Promise<boolean> {
  let query = db
    .selectFrom('care_team_members')
    .select('doctor_id')
    .where('patient_id', '=', patientId)
    .where('doctor_id', '=', doctorId);
  if (db.isTransaction) query = query.forKeyShare();
  return (await query.executeTakeFirst()) !== undefined;
}

/** A patient's team, earliest assigned first. */
export async function listCareTeam(db: Kysely<Tables>, patientId: number): Promise<CareTeam> {
  const rows = await db
    .selectFrom('care_team_members as m')
    .innerJoin('doctors as d', 'd.id', 'm.doctor_id')
    .leftJoin('users as u', 'u.id', 'm.assigned_by')
    .select([
      'm.doctor_id',
      'd.doctor_name',
      'd.job',
      'm.assigned_at',
      'm.assigned_by',
      'u.name as assigned_by_name',
    ])
    .where('m.patient_id', '=', patientId)
    .orderBy('m.assigned_at')
    .orderBy('m.doctor_id')
    .execute();
  return rows.map((row) => ({
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    job: row.job,
    assignedAt: row.assigned_at.getTime(),
    assignedById: row.assigned_by,
    assignedByName: row.assigned_by_name,
  }));
}

/** Inserts a member row unless it is there already; true when it was added. */
export async function addTeamMember(
  db: Kysely<Tables>,
  change: CareTeamChange,
  assignedBy: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('care_team_members')
    .values({ patient_id: change.patientId, doctor_id: change.doctorId, assigned_by: assignedBy })
    .onConflict((oc) => oc.columns(['patient_id', 'doctor_id']).doNothing())
    .returning('doctor_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Puts a doctor on a patient's team; already there → 40901, no such doctor/patient → 40401. */
export async function assignToTeam(
  db: Kysely<Tables>,
  change: CareTeamChange,
  assignedBy: number,
): Promise<void> {
  const doctor = await db
    .selectFrom('doctors')
    .select(['id', 'archived_at'])
    .where('id', '=', change.doctorId)
    .executeTakeFirst();
  if (!doctor) throw new ApiError(40401, '医生档案不存在');
  // Issue 32: an archived clinician joins no team until an admin restores them.
  if (doctor.archived_at) throw new ApiError(40901, '该医生档案已归档，不能加入护理团队');
  try {
    const added = await addTeamMember(db, change, assignedBy);
    if (!added) throw new ApiError(40901, '该医生已在此患者的护理团队中');
  } catch (error) {
    // The patient or the doctor was deleted between the checks and the insert.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
      throw new ApiError(40401, '患者档案或医生档案不存在');
    }
    throw error;
  }
}

/** Takes a doctor off a patient's team; not on it → 40401. */
export async function unassignFromTeam(db: Kysely<Tables>, change: CareTeamChange): Promise<void> {
  const deleted = await db
    .deleteFrom('care_team_members')
    .where('patient_id', '=', change.patientId)
    .where('doctor_id', '=', change.doctorId)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new ApiError(40401, '该医生不在此患者的护理团队中');
}
