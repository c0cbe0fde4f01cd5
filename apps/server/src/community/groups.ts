import {
  generatedAvatar,
  groupAvatar,
  maxGroupMembers,
  type GroupMember,
  type GroupNicknameChange,
  type PatientGroup,
  type PatientGroupCreate,
  type PatientGroupUpdate,
} from '@cep/contract';
import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { requireCommunityConsent } from '../consent/enforce';
import { ApiError } from '../platform/http/api-error';
import { claimRevision } from '../platform/calls/revision';
import { isOnTeam } from '../patients/care-teams';
import { sqlState, UNIQUE_VIOLATION } from '../platform/lists/list-query';
import { namesPatient, readableGroups, requireManagedGroup, managesGroup } from './access';
import type { Viewer } from './viewer';

/*
 * Patient groups and their members: the queries. A patient's view of the members is built from
 * the membership alone (nickname, avatar, an opaque member id): it never joins the patient
 * records, so no name, phone, age or ID can slip into it. A clinician's view adds the real name of
 * the patients of their care teams.
 */

interface GroupHead {
  id: number;
  name: string;
  purpose: string;
  moderation: 'pre' | 'post';
  doctor_id: number;
  doctor_name: string;
  created_at: Date;
  revision: number;
}

/** Members of `groupIds` as `viewer` may see them, by group. */
async function membersOf(
  sql: Kysely<Tables>,
  viewer: Viewer,
  groupIds: number[],
): Promise<Map<number, GroupMember[]>> {
  const byGroup = new Map<number, GroupMember[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  if (viewer.kind === 'patient') {
    const rows = await sql
      .selectFrom('patient_group_members')
      .select(['id', 'group_id', 'patient_id', 'nickname', 'avatar'])
      .where('group_id', 'in', groupIds)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      byGroup.get(row.group_id)?.push({
        memberId: row.id,
        nickname: row.nickname,
        avatar: groupAvatar.parse(row.avatar),
        me: row.patient_id === viewer.patientId,
        patientId: null,
        realName: null,
      });
    }
    return byGroup;
  }
  const rows = await raw<{
    id: number;
    group_id: number;
    patient_id: number;
    nickname: string;
    avatar: string;
    real_name: string | null;
  }>`
    SELECT gm.id, gm.group_id, gm.patient_id, gm.nickname, gm.avatar,
           CASE WHEN ${namesPatient(viewer, raw.ref('gm.patient_id'))} THEN p.patient_name END AS real_name
      FROM patient_group_members gm
      JOIN patients p ON p.id = gm.patient_id
     WHERE gm.group_id = ANY(${groupIds}::int[]) AND p.archived_at IS NULL
     ORDER BY gm.id`.execute(sql);
  for (const row of rows.rows) {
    byGroup.get(row.group_id)?.push({
      memberId: row.id,
      nickname: row.nickname,
      avatar: groupAvatar.parse(row.avatar),
      me: false,
      patientId: row.patient_id,
      realName: row.real_name,
    });
  }
  return byGroup;
}

/** Posts waiting for approval plus visible posts with open reports, by group. */
async function queuedOf(sql: Kysely<Tables>, groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await raw<{ group_id: number; queued: number }>`
    SELECT gp.group_id, count(*)::int AS queued
      FROM group_posts gp
     WHERE gp.group_id = ANY(${groupIds}::int[])
       AND (gp.status = 'pending'
            OR (gp.status = 'visible' AND EXISTS (SELECT 1 FROM post_reports r
                                                   WHERE r.post_id = gp.id AND r.resolved_at IS NULL)))
     GROUP BY gp.group_id`.execute(sql);
  return new Map(rows.rows.map((row) => [row.group_id, row.queued]));
}

/** The groups `viewer` reads (all for the admin, led for a doctor, joined for a patient). */
export async function listGroups(
  sql: Kysely<Tables>,
  viewer: Viewer,
  onlyId?: number,
): Promise<PatientGroup[]> {
  const heads = await raw<GroupHead>`
    SELECT g.id, g.name, g.purpose, g.moderation, g.doctor_id, d.doctor_name, g.created_at,
           g.revision
      FROM patient_groups g
      JOIN doctors d ON d.id = g.doctor_id
     WHERE ${readableGroups(viewer)} AND (${onlyId ?? null}::int IS NULL OR g.id = ${onlyId ?? null})
     ORDER BY g.id DESC`.execute(sql);
  const ids = heads.rows.map((row) => row.id);
  const members = await membersOf(sql, viewer, ids);
  const queued = viewer.kind === 'patient' ? new Map<number, number>() : await queuedOf(sql, ids);
  return heads.rows.map((head) => {
    const list = members.get(head.id) ?? [];
    const mine = list.find((member) => member.me);
    return {
      id: head.id,
      name: head.name,
      purpose: head.purpose,
      moderation: head.moderation,
      doctorId: head.doctor_id,
      doctorName: head.doctor_name,
      members: list,
      mine: mine ? { nickname: mine.nickname, avatar: mine.avatar } : null,
      manages: managesGroup(viewer, head.doctor_id),
      queued: queued.get(head.id) ?? 0,
      createdAt: head.created_at.getTime(),
      revision: head.revision,
    };
  });
}

/** One group as `viewer` sees it (after a change they made). */
export async function groupOf(
  sql: Kysely<Tables>,
  viewer: Viewer,
  groupId: number,
): Promise<PatientGroup> {
  const [group] = await listGroups(sql, viewer, groupId);
  if (!group) throw new Error(`group ${groupId} vanished`);
  return group;
}

/**
 * A patient may join a group only from the care teams of its doctor; the admin names the doctor,
 * who must exist. Refused patients are 40301 for a doctor (not theirs to reach) and 40001 for the
 * admin (a wrong pick).
 */
async function requireTeamPatients(
  sql: Kysely<Tables>,
  viewer: Viewer,
  doctorId: number,
  patientIds: readonly number[],
): Promise<void> {
  for (const patientId of patientIds) {
    if (await isOnTeam(sql, patientId, doctorId)) continue;
    if (viewer.kind === 'admin') {
      throw new ApiError(40001, '参数校验失败：只能加入该医生护理团队中的患者');
    }
    throw new ApiError(40301, '只能把自己护理团队中的患者加入小组');
  }
}

/** The next free default nickname 组员N (not a name: the member chooses their own later). */
async function defaultNickname(sql: Kysely<Tables>, groupId: number): Promise<string> {
  const taken = new Set(
    (
      await sql
        .selectFrom('patient_group_members')
        .select(raw<string>`lower(nickname)`.as('nickname'))
        .where('group_id', '=', groupId)
        .execute()
    ).map((row) => row.nickname),
  );
  for (let n = 1; ; n++) {
    if (!taken.has(`组员${n}`)) return `组员${n}`;
  }
}

async function insertMember(
  sql: Kysely<Tables>,
  groupId: number,
  patientId: number,
  addedBy: number,
): Promise<void> {
  // Issue 32: only a patient who accepted the community is put in a group (40361).
  await requireCommunityConsent(sql, patientId, 'member');
  const count = await sql
    .selectFrom('patient_group_members')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= maxGroupMembers) {
    throw new ApiError(40901, `一个小组最多${maxGroupMembers}人`);
  }
  const result = await sql
    .insertInto('patient_group_members')
    .values({
      group_id: groupId,
      patient_id: patientId,
      nickname: await defaultNickname(sql, groupId),
      avatar: generatedAvatar(groupId, patientId),
      added_by: addedBy,
    })
    .onConflict((oc) => oc.columns(['group_id', 'patient_id']).doNothing())
    .executeTakeFirst();
  if (result.numInsertedOrUpdatedRows === 0n) throw new ApiError(40901, '该患者已在小组中');
}

/** Creates a group led by the doctor (or, for the admin, the doctor named) with its members. */
export async function createGroup(
  sql: Kysely<Tables>,
  viewer: Viewer,
  input: PatientGroupCreate & { purpose: string; moderation: 'pre' | 'post'; patientIds: number[] },
): Promise<number> {
  let doctorId: number;
  if (viewer.kind === 'doctor') {
    if (viewer.doctorId === null) throw new ApiError(40301, '没有医生档案，不能带领小组');
    if (input.doctorId !== undefined && input.doctorId !== viewer.doctorId) {
      throw new ApiError(40301, '只能创建自己带领的小组');
    }
    doctorId = viewer.doctorId;
  } else if (viewer.kind === 'admin') {
    if (input.doctorId === undefined) {
      throw new ApiError(40001, '参数校验失败：doctorId 请选择带领小组的医生');
    }
    const doctor = await sql
      .selectFrom('doctors')
      .select('id')
      .where('id', '=', input.doctorId)
      .executeTakeFirst();
    if (!doctor) throw new ApiError(40401, '医生档案不存在');
    doctorId = doctor.id;
  } else {
    throw new ApiError(40301);
  }
  const patientIds = [...new Set(input.patientIds)];
  await requireTeamPatients(sql, viewer, doctorId, patientIds);
  const { id } = await sql
    .insertInto('patient_groups')
    .values({
      name: input.name,
      purpose: input.purpose,
      moderation: input.moderation,
      doctor_id: doctorId,
      created_by: viewer.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const patientId of patientIds) await insertMember(sql, id, patientId, viewer.userId);
  return id;
}

export async function updateGroup(
  sql: Kysely<Tables>,
  viewer: Viewer,
  input: PatientGroupUpdate & { purpose: string },
): Promise<void> {
  await requireManagedGroup(sql, viewer, input.id);
  await claimRevision(sql, 'patient_groups', input.id, input.revision, '小组不存在');
  await sql
    .updateTable('patient_groups')
    .set({
      name: input.name,
      purpose: input.purpose,
      moderation: input.moderation,
      updated_at: raw`now()`,
    })
    .where('id', '=', input.id)
    .execute();
}

/** Adds a patient of the group doctor's care teams, with a default nickname and avatar. */
export async function addMember(
  sql: Kysely<Tables>,
  viewer: Viewer,
  groupId: number,
  patientId: number,
): Promise<void> {
  const group = await requireManagedGroup(sql, viewer, groupId);
  // One change of membership at a time per group: the count and the default nickname hold.
  await sql
    .selectFrom('patient_groups')
    .select('id')
    .where('id', '=', groupId)
    .forUpdate()
    .execute();
  await requireTeamPatients(sql, viewer, group.doctor_id, [patientId]);
  await insertMember(sql, groupId, patientId, viewer.userId);
}

/**
 * Removes a member: their sign-ups to sessions still to come and their challenges of the group go
 * with them; their posts stay (shown as a former member's).
 */
export async function removeMember(
  sql: Kysely<Tables>,
  viewer: Viewer,
  groupId: number,
  patientId: number,
): Promise<void> {
  await requireManagedGroup(sql, viewer, groupId);
  const removed = await sql
    .deleteFrom('patient_group_members')
    .where('group_id', '=', groupId)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw new ApiError(40401, '该患者不在小组中');
  await raw`
    DELETE FROM group_session_signups s
     USING group_sessions gs
     WHERE gs.id = s.session_id AND gs.group_id = ${groupId}
       AND s.patient_id = ${patientId} AND gs.starts_at > now()`.execute(sql);
  await raw`
    DELETE FROM challenge_participants cp
     USING challenges c
     WHERE c.id = cp.challenge_id AND c.group_id = ${groupId}
       AND cp.patient_id = ${patientId}`.execute(sql);
}

/**
 * The caller's own nickname and avatar in a group. Unique in the group (any letter case), and
 * never the patient's real name: the nickname is what keeps them anonymous.
 */
export async function setNickname(
  sql: Kysely<Tables>,
  patientId: number,
  change: GroupNicknameChange,
): Promise<void> {
  const { patient_name: name } = await sql
    .selectFrom('patients')
    .select('patient_name')
    .where('id', '=', patientId)
    .executeTakeFirstOrThrow();
  const plain = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  if (plain(name).length > 0 && plain(change.nickname).includes(plain(name))) {
    throw new ApiError(40001, '参数校验失败：nickname 为保护隐私，昵称不能包含您的真实姓名');
  }
  try {
    await sql
      .updateTable('patient_group_members')
      .set({ nickname: change.nickname, avatar: change.avatar })
      .where('group_id', '=', change.groupId)
      .where('patient_id', '=', patientId)
      .execute();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      throw new ApiError(40901, '这个昵称在小组里已经有人用了，请换一个');
    }
    throw error;
  }
}
