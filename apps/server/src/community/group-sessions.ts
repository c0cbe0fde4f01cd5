import { groupAvatar, type CallBody, type CallQuery, type GroupSession } from '@cep/contract';
import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { requireCommunityConsent } from '../consent/enforce';
import { ApiError } from '../platform/http/api-error';
import { namesPatient, readableGroups, requireManagedGroup, requireMemberGroup } from './access';
import { notifyCommunity } from './live';
import type { Viewer } from './viewer';

/*
 * Group sessions: the queries. A patient sees the sessions of their groups with how many signed
 * up and whether they did; the group's clinicians also see who signed up (nickname, and the real
 * name of their care teams' patients) and the attendance. Capacity holds under concurrent
 * sign-ups: each sign-up locks its session's row, counts, then inserts.
 */

const DAY_MS = 86_400_000;

interface SessionRow {
  id: number;
  group_id: number;
  group_name: string;
  title: string;
  starts_at: Date;
  ends_at: Date;
  place: string | null;
  video_url: string | null;
  capacity: number;
  signed_up: number;
  mine: boolean;
  my_attendance: boolean | null;
}

async function sessionRows(
  sql: Kysely<Tables>,
  viewer: Viewer,
  where: ReturnType<typeof raw<boolean>>,
): Promise<GroupSession[]> {
  const patientId = viewer.kind === 'patient' ? (viewer.patientId ?? -1) : -1;
  const rows = await raw<SessionRow>`
    SELECT s.id, s.group_id, g.name AS group_name, s.title, s.starts_at, s.ends_at, s.place,
           s.video_url, s.capacity,
           (SELECT count(*)::int FROM group_session_signups x WHERE x.session_id = s.id) AS signed_up,
           EXISTS (SELECT 1 FROM group_session_signups x
                    WHERE x.session_id = s.id AND x.patient_id = ${patientId}) AS mine,
           (SELECT x.attended FROM group_session_signups x
             WHERE x.session_id = s.id AND x.patient_id = ${patientId}) AS my_attendance
      FROM group_sessions s
      JOIN patient_groups g ON g.id = s.group_id
     WHERE ${readableGroups(viewer)} AND ${where}
     ORDER BY s.starts_at, s.id`.execute(sql);
  const sessions: GroupSession[] = rows.rows.map((row) => ({
    id: row.id,
    groupId: row.group_id,
    groupName: row.group_name,
    title: row.title,
    startsAt: row.starts_at.getTime(),
    endsAt: row.ends_at.getTime(),
    place: row.place,
    videoUrl: row.video_url,
    capacity: row.capacity,
    signedUp: row.signed_up,
    mine: row.mine,
    myAttendance: row.mine ? row.my_attendance : null,
    signups: [],
  }));
  // Who signed up: for the group's clinicians only (a patient's query never reads it).
  if (viewer.kind !== 'patient' && sessions.length > 0) {
    const signups = await raw<{
      session_id: number;
      patient_id: number;
      nickname: string | null;
      avatar: string | null;
      real_name: string | null;
      signed_up_at: Date;
      attended: boolean | null;
    }>`
      SELECT x.session_id, x.patient_id, m.nickname, m.avatar,
             CASE WHEN ${namesPatient(viewer, raw.ref('x.patient_id'))} THEN p.patient_name END AS real_name,
             x.signed_up_at, x.attended
        FROM group_session_signups x
        JOIN group_sessions s ON s.id = x.session_id
        JOIN patients p ON p.id = x.patient_id
        LEFT JOIN patient_group_members m ON m.group_id = s.group_id AND m.patient_id = x.patient_id
       WHERE x.session_id = ANY(${sessions.map((s) => s.id)}::int[])
       ORDER BY x.signed_up_at, x.patient_id`.execute(sql);
    const byId = new Map(sessions.map((s) => [s.id, s]));
    for (const row of signups.rows) {
      byId.get(row.session_id)?.signups.push({
        patientId: row.patient_id,
        nickname: row.nickname ?? '已退出的组员',
        avatar: groupAvatar.safeParse(row.avatar).data ?? 'leaf',
        realName: row.real_name,
        signedUpAt: row.signed_up_at.getTime(),
        attended: row.attended,
      });
    }
  }
  return sessions;
}

export async function listSessions(
  sql: Kysely<Tables>,
  viewer: Viewer,
  query: NonNullable<CallQuery<'listGroupSessions'>>,
): Promise<GroupSession[]> {
  const from = new Date(query.from ?? Date.now() - 7 * DAY_MS);
  const to = new Date(query.to ?? Date.now() + 60 * DAY_MS);
  if (query.groupId !== undefined) {
    // A group asked for by id must be readable (40301 otherwise), not silently empty.
    if (viewer.kind === 'patient') await requireMemberGroup(sql, viewer, query.groupId);
    else await requireManagedGroup(sql, viewer, query.groupId);
  }
  const byGroup =
    query.groupId === undefined ? raw<boolean>`true` : raw<boolean>`s.group_id = ${query.groupId}`;
  return sessionRows(
    sql,
    viewer,
    raw<boolean>`s.ends_at >= ${from} AND s.starts_at <= ${to} AND ${byGroup}`,
  );
}

/** One session as `viewer` sees it. */
export async function sessionOf(
  sql: Kysely<Tables>,
  viewer: Viewer,
  id: number,
): Promise<GroupSession> {
  const [session] = await sessionRows(sql, viewer, raw<boolean>`s.id = ${id}`);
  if (!session) throw new Error(`group session ${id} vanished`);
  return session;
}

export async function addSession(
  sql: Kysely<Tables>,
  viewer: Viewer,
  input: CallBody<'addGroupSession'>,
): Promise<number> {
  await requireManagedGroup(sql, viewer, input.groupId);
  const { id } = await sql
    .insertInto('group_sessions')
    .values({
      group_id: input.groupId,
      title: input.title,
      starts_at: new Date(input.startsAt),
      ends_at: new Date(input.startsAt + input.durationMinutes * 60_000),
      place: input.place || null,
      video_url: input.videoUrl || null,
      capacity: input.capacity,
      created_by: viewer.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notifyCommunity(sql, { kind: 'sessions', groupId: input.groupId });
  return id;
}

/** The session's row, locked for this transaction, when the caller may act on it. */
async function lockedSession(sql: Kysely<Tables>, sessionId: number) {
  return sql
    .selectFrom('group_sessions')
    .select(['id', 'group_id', 'capacity', raw<boolean>`starts_at <= now()`.as('started')])
    .where('id', '=', sessionId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Signs the caller (a member) up. The session's row is locked first, so sign-ups arriving together
 * are counted one after another and never pass the capacity; signing up twice changes nothing.
 */
export async function signUp(
  sql: Kysely<Tables>,
  viewer: Viewer,
  sessionId: number,
): Promise<number> {
  const session = await lockedSession(sql, sessionId);
  if (!session) throw new ApiError(40301, '只能报名自己小组的活动');
  const member = await requireMemberGroup(sql, viewer, session.group_id);
  if (session.started) throw new ApiError(40901, '活动已经开始，不能再报名');
  await requireCommunityConsent(sql, member.patientId, 'session');
  const already = await sql
    .selectFrom('group_session_signups')
    .select('patient_id')
    .where('session_id', '=', sessionId)
    .where('patient_id', '=', member.patientId)
    .executeTakeFirst();
  if (already) return session.group_id;
  const { n } = await sql
    .selectFrom('group_session_signups')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= session.capacity) throw new ApiError(40901, '名额已满，不能再报名');
  await sql
    .insertInto('group_session_signups')
    .values({ session_id: sessionId, patient_id: member.patientId })
    .execute();
  await notifyCommunity(sql, { kind: 'sessions', groupId: session.group_id });
  return session.group_id;
}

export async function cancelSignup(
  sql: Kysely<Tables>,
  viewer: Viewer,
  sessionId: number,
): Promise<void> {
  const session = await lockedSession(sql, sessionId);
  if (!session) throw new ApiError(40301, '只能取消自己小组活动的报名');
  const member = await requireMemberGroup(sql, viewer, session.group_id);
  if (session.started) throw new ApiError(40901, '活动已经开始，不能取消报名');
  await sql
    .deleteFrom('group_session_signups')
    .where('session_id', '=', sessionId)
    .where('patient_id', '=', member.patientId)
    .execute();
  await notifyCommunity(sql, { kind: 'sessions', groupId: session.group_id });
}

/** Records who came; only after the session began, and only for patients who signed up. */
export async function recordAttendance(
  sql: Kysely<Tables>,
  viewer: Viewer,
  input: CallBody<'recordGroupAttendance'>,
): Promise<void> {
  const session = await lockedSession(sql, input.sessionId);
  if (!session) {
    if (viewer.kind === 'admin') throw new ApiError(40401, '活动不存在');
    throw new ApiError(40301, '只能管理自己带领的小组');
  }
  await requireManagedGroup(sql, viewer, session.group_id);
  if (!session.started) throw new ApiError(40901, '活动开始后才能记录出勤');
  for (const entry of input.attendance) {
    const updated = await sql
      .updateTable('group_session_signups')
      .set({ attended: entry.attended, recorded_at: raw`now()`, recorded_by: viewer.userId })
      .where('session_id', '=', input.sessionId)
      .where('patient_id', '=', entry.patientId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      throw new ApiError(40001, '参数校验失败：attendance 只能记录已报名的患者');
    }
  }
  await notifyCommunity(sql, { kind: 'sessions', groupId: session.group_id });
}
