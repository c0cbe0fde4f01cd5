import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import type { Viewer } from './viewer';

/*
 * Who reaches a group. The admin manages every group; a doctor the groups they lead; a patient
 * belongs to the groups they were added to. Outside that the answer is 40301 whether or not the
 * group exists (ids cannot be probed); the admin gets 40401 for one that does not exist.
 */

export interface GroupRow {
  id: number;
  name: string;
  moderation: 'pre' | 'post';
  doctor_id: number;
}

async function groupRow(
  sql: Kysely<Tables>,
  groupId: number,
  lock: boolean,
): Promise<GroupRow | undefined> {
  let query = sql
    .selectFrom('patient_groups')
    .select(['id', 'name', 'moderation', 'doctor_id'])
    .where('id', '=', groupId);
  // A write that relies on the group (a member added, a post stored) keeps it from going meanwhile.
  if (lock && sql.isTransaction) query = query.forKeyShare();
  return query.executeTakeFirst();
}

/** Whether `viewer` leads (or, as the admin, administers) a group led by `doctorId`. */
export function managesGroup(viewer: Viewer, doctorId: number): boolean {
  return viewer.kind === 'admin' || (viewer.kind === 'doctor' && viewer.doctorId === doctorId);
}

/** The group when the caller manages it (admin, its leading doctor); else 40301 / 40401. */
export async function requireManagedGroup(
  sql: Kysely<Tables>,
  viewer: Viewer,
  groupId: number,
): Promise<GroupRow> {
  const group = await groupRow(sql, groupId, true);
  if (group && managesGroup(viewer, group.doctor_id)) return group;
  if (!group && viewer.kind === 'admin') throw new ApiError(40401, '小组不存在');
  throw new ApiError(40301, '只能管理自己带领的小组');
}

/** The group and the caller's membership when the caller is a patient member; else 40301. */
export async function requireMemberGroup(
  sql: Kysely<Tables>,
  viewer: Viewer,
  groupId: number,
): Promise<GroupRow & { memberId: number; patientId: number; nickname: string }> {
  if (viewer.kind === 'patient' && viewer.patientId !== null) {
    const group = await groupRow(sql, groupId, true);
    if (group) {
      const member = await sql
        .selectFrom('patient_group_members')
        .select(['id', 'nickname'])
        .where('group_id', '=', groupId)
        .where('patient_id', '=', viewer.patientId)
        .executeTakeFirst();
      if (member) {
        return {
          ...group,
          memberId: member.id,
          patientId: viewer.patientId,
          nickname: member.nickname,
        };
      }
    }
  }
  throw new ApiError(40301, '只能在自己所在的小组中参与');
}

/** The group when the caller manages it or is a member of it; else 40301 / 40401. */
export async function requireReadableGroup(
  sql: Kysely<Tables>,
  viewer: Viewer,
  groupId: number,
): Promise<GroupRow & { manages: boolean }> {
  if (viewer.kind === 'patient') {
    return { ...(await requireMemberGroup(sql, viewer, groupId)), manages: false };
  }
  return { ...(await requireManagedGroup(sql, viewer, groupId)), manages: true };
}

/**
 * SQL that is true for the groups (aliased `g`) the viewer may read: every group for the admin,
 * the doctor's own, the patient's memberships.
 */
export function readableGroups(viewer: Viewer) {
  switch (viewer.kind) {
    case 'admin':
      return raw<boolean>`true`;
    case 'doctor':
      return raw<boolean>`g.doctor_id = ${viewer.doctorId ?? -1}`;
    case 'patient':
      return raw<boolean>`EXISTS (SELECT 1 FROM patient_group_members gm
                                   WHERE gm.group_id = g.id AND gm.patient_id = ${viewer.patientId ?? -1})`;
  }
}

/**
 * SQL that is true when the viewer may see patient `p.id`'s real name: the admin any, a doctor the
 * patients of their care teams, a patient none (not even through a group).
 */
export function namesPatient(viewer: Viewer, patientColumn = raw.ref('p.id')) {
  switch (viewer.kind) {
    case 'admin':
      return raw<boolean>`true`;
    case 'doctor':
      return raw<boolean>`EXISTS (SELECT 1 FROM care_team_members ct
                                   WHERE ct.patient_id = ${patientColumn}
                                     AND ct.doctor_id = ${viewer.doctorId ?? -1})`;
    case 'patient':
      return raw<boolean>`false`;
  }
}
