import {
  groupAvatar,
  type CallBody,
  type CallQuery,
  type Challenge,
  type ChallengeLeaderboard,
} from '@cep/contract';
import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { requireCommunityConsent } from '../consent/enforce';
import { ApiError } from '../platform/http/api-error';
import { readableGroups, requireManagedGroup, requireMemberGroup, managesGroup } from './access';
import { notifyCommunity } from './live';
import type { Viewer } from './viewer';

/*
 * Challenges: the queries. Progress is counted from the training tables (exercise_results of
 * apps/server/src/training), on the clinic's calendar (China time): the days between the first
 * and last day with at least one completed exercise, or the completed exercises. Nothing is
 * stored, so a late result sent from an offline tablet still counts.
 */

/**
 * SQL: a patient's progress in challenge `c` (the row aliased c). `patient` is a column reference
 * or a patient id.
 */
function progressOf(patient: ReturnType<typeof raw.ref> | number) {
  // A result counts when it finished, but never later than the server received it (the server's
  // clock is the authority, apps/server/src/training/client-clock.ts): a tablet whose clock runs
  // ahead cannot fill days of a challenge that have not come yet.
  return raw<number>`(
    SELECT CASE c.kind
             WHEN 'trainingDays'
               THEN count(DISTINCT (LEAST(er.finished_at, er.recorded_at) AT TIME ZONE 'Asia/Shanghai')::date)
             ELSE count(*)
           END::int
      FROM exercise_results er
     WHERE er.patient_id = ${patient}
       AND er.outcome = 'completed'
       AND LEAST(er.finished_at, er.recorded_at) >= (c.starts_on::timestamp AT TIME ZONE 'Asia/Shanghai')
       AND LEAST(er.finished_at, er.recorded_at) < ((c.ends_on + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'))`;
}

interface ChallengeRow {
  id: number;
  group_id: number;
  group_name: string;
  title: string;
  description: string;
  kind: 'trainingDays' | 'exercises';
  target: number;
  starts_on: string;
  ends_on: string;
  participants: number;
  joined: boolean;
  my_progress: number | null;
}

async function challengeRows(
  sql: Kysely<Tables>,
  viewer: Viewer,
  where: ReturnType<typeof raw<boolean>>,
): Promise<Challenge[]> {
  const patientId = viewer.kind === 'patient' ? (viewer.patientId ?? -1) : -1;
  const rows = await raw<ChallengeRow>`
    SELECT c.id, c.group_id, g.name AS group_name, c.title, c.description, c.kind, c.target,
           to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on,
           to_char(c.ends_on, 'YYYY-MM-DD') AS ends_on,
           (SELECT count(*)::int FROM challenge_participants cp WHERE cp.challenge_id = c.id) AS participants,
           EXISTS (SELECT 1 FROM challenge_participants cp
                    WHERE cp.challenge_id = c.id AND cp.patient_id = ${patientId}) AS joined,
           CASE WHEN EXISTS (SELECT 1 FROM challenge_participants cp
                              WHERE cp.challenge_id = c.id AND cp.patient_id = ${patientId})
                THEN ${progressOf(patientId)}
           END AS my_progress
      FROM challenges c
      JOIN patient_groups g ON g.id = c.group_id
     WHERE ${readableGroups(viewer)} AND ${where}
     ORDER BY c.ends_on DESC, c.id DESC`.execute(sql);
  return rows.rows.map((row) => ({
    id: row.id,
    groupId: row.group_id,
    groupName: row.group_name,
    title: row.title,
    description: row.description,
    kind: row.kind,
    target: row.target,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    participants: row.participants,
    joined: row.joined,
    myProgress: row.my_progress,
  }));
}

export async function listChallenges(
  sql: Kysely<Tables>,
  viewer: Viewer,
  query: NonNullable<CallQuery<'listChallenges'>>,
): Promise<Challenge[]> {
  if (query.groupId !== undefined) {
    if (viewer.kind === 'patient') await requireMemberGroup(sql, viewer, query.groupId);
    else await requireManagedGroup(sql, viewer, query.groupId);
  }
  return challengeRows(
    sql,
    viewer,
    query.groupId === undefined ? raw<boolean>`true` : raw<boolean>`c.group_id = ${query.groupId}`,
  );
}

export async function challengeOf(
  sql: Kysely<Tables>,
  viewer: Viewer,
  id: number,
): Promise<Challenge> {
  const [found] = await challengeRows(sql, viewer, raw<boolean>`c.id = ${id}`);
  if (!found) throw new Error(`challenge ${id} vanished`);
  return found;
}

export async function addChallenge(
  sql: Kysely<Tables>,
  viewer: Viewer,
  input: CallBody<'addChallenge'>,
): Promise<number> {
  await requireManagedGroup(sql, viewer, input.groupId);
  const { id } = await sql
    .insertInto('challenges')
    .values({
      group_id: input.groupId,
      title: input.title,
      description: input.description,
      kind: input.kind,
      target: input.target,
      starts_on: input.startsOn,
      ends_on: input.endsOn,
      created_by: viewer.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notifyCommunity(sql, { kind: 'challenges', groupId: input.groupId });
  return id;
}

/** The challenge's group, when the caller (a patient) belongs to it; else 40301. */
async function memberChallenge(sql: Kysely<Tables>, viewer: Viewer, id: number) {
  const row = await sql
    .selectFrom('challenges')
    .select([
      'group_id',
      raw<boolean>`ends_on < (now() AT TIME ZONE 'Asia/Shanghai')::date`.as('over'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ApiError(40301, '只能参加自己小组的挑战');
  const member = await requireMemberGroup(sql, viewer, row.group_id);
  return { ...member, over: row.over };
}

export async function joinChallenge(sql: Kysely<Tables>, viewer: Viewer, id: number) {
  const member = await memberChallenge(sql, viewer, id);
  if (member.over) throw new ApiError(40901, '挑战已经结束，不能再参加');
  await requireCommunityConsent(sql, member.patientId, 'challenge');
  await sql
    .insertInto('challenge_participants')
    .values({ challenge_id: id, patient_id: member.patientId })
    .onConflict((oc) => oc.columns(['challenge_id', 'patient_id']).doNothing())
    .execute();
  await notifyCommunity(sql, { kind: 'challenges', groupId: member.id });
}

export async function leaveChallenge(sql: Kysely<Tables>, viewer: Viewer, id: number) {
  const member = await memberChallenge(sql, viewer, id);
  await sql
    .deleteFrom('challenge_participants')
    .where('challenge_id', '=', id)
    .where('patient_id', '=', member.patientId)
    .execute();
  await notifyCommunity(sql, { kind: 'challenges', groupId: member.id });
}

/**
 * The leaderboard: nicknames and progress only. A patient must have joined (one who did not sees
 * no one's progress); a clinician must lead the group (or be the admin).
 */
export async function leaderboardOf(
  sql: Kysely<Tables>,
  viewer: Viewer,
  id: number,
): Promise<ChallengeLeaderboard> {
  const challenge = await raw<{
    group_id: number;
    doctor_id: number;
    kind: 'trainingDays' | 'exercises';
    target: number;
  }>`
    SELECT c.group_id, g.doctor_id, c.kind, c.target
      FROM challenges c JOIN patient_groups g ON g.id = c.group_id
     WHERE c.id = ${id}`.execute(sql);
  const found = challenge.rows[0];
  const patientId = viewer.kind === 'patient' ? viewer.patientId : null;
  if (viewer.kind === 'patient') {
    const joined =
      found &&
      patientId !== null &&
      (await sql
        .selectFrom('challenge_participants')
        .select('patient_id')
        .where('challenge_id', '=', id)
        .where('patient_id', '=', patientId)
        .executeTakeFirst());
    if (!joined) throw new ApiError(40301, '参加挑战后才能看到排行榜');
  } else if (!found || !managesGroup(viewer, found.doctor_id)) {
    if (!found && viewer.kind === 'admin') throw new ApiError(40401, '挑战不存在');
    throw new ApiError(40301, '只能查看自己带领的小组的排行榜');
  }
  const rows = await raw<{
    rank: number;
    nickname: string;
    avatar: string;
    progress: number;
    patient_id: number;
  }>`
    SELECT (rank() OVER (ORDER BY ranked.progress DESC))::int AS rank, ranked.*
      FROM (SELECT m.nickname, m.avatar, cp.patient_id, cp.joined_at,
                   ${progressOf(raw.ref('cp.patient_id'))} AS progress
              FROM challenge_participants cp
              JOIN challenges c ON c.id = cp.challenge_id
              JOIN patient_group_members m ON m.group_id = c.group_id AND m.patient_id = cp.patient_id
             WHERE cp.challenge_id = ${id}) ranked
     ORDER BY ranked.progress DESC, ranked.joined_at, ranked.patient_id`.execute(sql);
  return {
    challengeId: id,
    target: found!.target,
    kind: found!.kind,
    entries: rows.rows.map((row) => ({
      rank: row.rank,
      nickname: row.nickname,
      avatar: groupAvatar.safeParse(row.avatar).data ?? 'leaf',
      progress: row.progress,
      me: row.patient_id === patientId,
    })),
  };
}
