import {
  groupAvatar,
  postRateLimit,
  type CallBody,
  type CallQuery,
  type Page,
  type Post,
  type PostStatus,
} from '@cep/contract';
import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { requireCommunityConsent } from '../consent/enforce';
import { ApiError } from '../platform/http/api-error';
import { offsetOf, sqlState, UNIQUE_VIOLATION } from '../platform/lists/list-query';
import {
  namesPatient,
  readableGroups,
  requireManagedGroup,
  requireMemberGroup,
  requireReadableGroup,
} from './access';
import { notifyCommunity } from './live';
import type { Viewer } from './viewer';

/*
 * Group posts: the queries. A patient's select is written apart from a clinician's: it reads
 * visible posts and the caller's own pending ones, never a hidden one, and names authors by their
 * group nickname without touching the patient records. A clinician's adds the status, the open
 * reports, who moderated and the real name of their care teams' patients.
 */

/** A former member's posts stay, under this name and a neutral avatar. */
const formerMember = '已退出的组员';

interface PostRow {
  id: number;
  group_id: number;
  group_name: string;
  body: string;
  image_file_id: string | null;
  nickname: string | null;
  avatar: string | null;
  mine: boolean;
  author_real_name: string | null;
  status: PostStatus;
  created_at: Date;
  reports: number;
  report_reasons: string[];
  reported_by_me: boolean;
  moderated_by_name: string | null;
  moderation_reason: string | null;
}

function toPost(row: PostRow): Post {
  return {
    id: row.id,
    groupId: row.group_id,
    groupName: row.group_name,
    body: row.body,
    imageUrl: row.image_file_id ? `/api/oss/file/${row.image_file_id}` : null,
    nickname: row.nickname ?? formerMember,
    avatar: groupAvatar.safeParse(row.avatar).data ?? 'leaf',
    mine: row.mine,
    authorRealName: row.author_real_name,
    status: row.status,
    createdAt: row.created_at.getTime(),
    reports: row.reports,
    reportReasons: row.report_reasons,
    reportedByMe: row.reported_by_me,
    moderatedBy: row.moderated_by_name,
    moderationReason: row.moderation_reason,
  };
}

/** The select of posts as `viewer` sees them; `where` narrows it (aliases gp, g). */
function selectPosts(viewer: Viewer, where: ReturnType<typeof raw<boolean>>) {
  if (viewer.kind === 'patient') {
    const patientId = viewer.patientId ?? -1;
    return raw<PostRow>`
      SELECT gp.id, gp.group_id, g.name AS group_name, gp.body, gp.image_file_id,
             m.nickname, m.avatar, gp.author_patient_id = ${patientId} AS mine,
             NULL::text AS author_real_name, gp.status, gp.created_at,
             0 AS reports, ARRAY[]::text[] AS report_reasons,
             EXISTS (SELECT 1 FROM post_reports r
                      WHERE r.post_id = gp.id AND r.reporter_id = ${patientId}) AS reported_by_me,
             NULL::text AS moderated_by_name, NULL::text AS moderation_reason
        FROM group_posts gp
        JOIN patient_groups g ON g.id = gp.group_id
        LEFT JOIN patient_group_members m
               ON m.group_id = gp.group_id AND m.patient_id = gp.author_patient_id
       WHERE ${readableGroups(viewer)}
         AND (gp.status = 'visible' OR (gp.status = 'pending' AND gp.author_patient_id = ${patientId}))
         AND ${where}`;
  }
  return raw<PostRow>`
    SELECT gp.id, gp.group_id, g.name AS group_name, gp.body, gp.image_file_id,
           m.nickname, m.avatar, false AS mine,
           CASE WHEN ${namesPatient(viewer, raw.ref('gp.author_patient_id'))}
                THEN p.patient_name END AS author_real_name,
           gp.status, gp.created_at,
           (SELECT count(*)::int FROM post_reports r
             WHERE r.post_id = gp.id AND r.resolved_at IS NULL) AS reports,
           ARRAY(SELECT r.reason FROM post_reports r
                  WHERE r.post_id = gp.id AND r.resolved_at IS NULL AND r.reason <> ''
                  ORDER BY r.reported_at) AS report_reasons,
           false AS reported_by_me, gp.moderated_by_name, gp.moderation_reason
      FROM group_posts gp
      JOIN patient_groups g ON g.id = gp.group_id
      JOIN patients p ON p.id = gp.author_patient_id
      LEFT JOIN patient_group_members m
             ON m.group_id = gp.group_id AND m.patient_id = gp.author_patient_id
     WHERE ${readableGroups(viewer)} AND ${where}`;
}

async function pageOf(
  sql: Kysely<Tables>,
  viewer: Viewer,
  where: ReturnType<typeof raw<boolean>>,
  order: ReturnType<typeof raw<unknown>>,
  query: { pageNum: number; pageSize: number },
): Promise<Page<Post>> {
  const rows = await raw<PostRow & { total: number }>`
    SELECT *, (count(*) OVER ())::int AS total FROM (${selectPosts(viewer, where)}) shown
     ORDER BY ${order}
     LIMIT ${query.pageSize} OFFSET ${offsetOf(query)}`.execute(sql);
  let total = rows.rows[0]?.total;
  if (total === undefined) {
    // A page past the end: the count alone.
    const counted = await raw<{ n: number }>`
      SELECT count(*)::int AS n FROM (${selectPosts(viewer, where)}) shown`.execute(sql);
    total = counted.rows[0]?.n ?? 0;
  }
  return {
    list: rows.rows.map(toPost),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** A group's posts, newest first. */
export async function listPosts(
  sql: Kysely<Tables>,
  viewer: Viewer,
  query: NonNullable<CallQuery<'listPosts'>>,
): Promise<Page<Post>> {
  await requireReadableGroup(sql, viewer, query.groupId);
  return pageOf(
    sql,
    viewer,
    raw<boolean>`gp.group_id = ${query.groupId}`,
    raw`shown.created_at DESC, shown.id DESC`,
    query,
  );
}

/** What waits for the caller: pending posts and visible posts with open reports, oldest first. */
export async function moderationQueue(
  sql: Kysely<Tables>,
  viewer: Viewer,
  query: NonNullable<CallQuery<'listModerationQueue'>>,
): Promise<Page<Post>> {
  if (query.groupId !== undefined) await requireManagedGroup(sql, viewer, query.groupId);
  const byGroup =
    query.groupId === undefined ? raw<boolean>`true` : raw<boolean>`gp.group_id = ${query.groupId}`;
  return pageOf(
    sql,
    viewer,
    raw<boolean>`${byGroup} AND (gp.status = 'pending' OR (gp.status = 'visible' AND EXISTS
      (SELECT 1 FROM post_reports r WHERE r.post_id = gp.id AND r.resolved_at IS NULL)))`,
    raw`shown.created_at, shown.id`,
    query,
  );
}

/** One post as `viewer` sees it (after a change they made). */
export async function postOf(sql: Kysely<Tables>, viewer: Viewer, id: number): Promise<Post> {
  const rows = await selectPosts(viewer, raw<boolean>`gp.id = ${id}`).execute(sql);
  const row = rows.rows[0];
  if (!row) throw new Error(`post ${id} vanished`);
  return toPost(row);
}

/**
 * Holds the posts rate limit for `userId`: one transaction-scoped lock per account (so two posts
 * sent together are counted one after the other, on any instance), then the account's posts of
 * the window, counted from the stored posts on the database's clock.
 */
async function holdRateLimit(sql: Kysely<Tables>, userId: number): Promise<void> {
  await raw`SELECT pg_advisory_xact_lock(hashtext('cep:posts'), ${userId})`.execute(sql);
  const { rows } = await raw<{ n: number; retry_seconds: number | null }>`
    SELECT count(*)::int AS n,
           ceil(extract(epoch FROM (min(created_at)
                + ${postRateLimit.windowMinutes} * interval '1 minute' - now())))::int AS retry_seconds
      FROM group_posts
     WHERE created_by = ${userId}
       AND created_at > now() - ${postRateLimit.windowMinutes} * interval '1 minute'`.execute(sql);
  const { n, retry_seconds } = rows[0] ?? { n: 0, retry_seconds: null };
  if (n >= postRateLimit.max) {
    const minutes = Math.max(1, Math.ceil((retry_seconds ?? 60) / 60));
    throw new ApiError(
      42901,
      `发帖太频繁：每${postRateLimit.windowMinutes}分钟最多发${postRateLimit.max}条，请${minutes}分钟后再试`,
    );
  }
}

/** The uploaded picture a post takes: the caller's own upload of module `post`. */
async function postImage(
  sql: Kysely<Tables>,
  userId: number,
  imageUrl: string | undefined,
): Promise<string | null> {
  if (!imageUrl) return null;
  const fileId = imageUrl.slice('/api/oss/file/'.length).toLowerCase();
  const file = await sql
    .selectFrom('files')
    .select('id')
    .where('id', '=', fileId)
    .where('module', '=', 'post')
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  if (!file) throw new ApiError(40001, '参数校验失败：imageUrl 图片不存在，请重新上传图片');
  return file.id;
}

/** A member's post: visible at once in a post-moderated group, pending in a pre-moderated one. */
export async function addPost(
  sql: Kysely<Tables>,
  viewer: Viewer,
  input: CallBody<'addPost'>,
): Promise<number> {
  const member = await requireMemberGroup(sql, viewer, input.groupId);
  await requireCommunityConsent(sql, member.patientId, 'post');
  await holdRateLimit(sql, viewer.userId);
  const imageFileId = await postImage(sql, viewer.userId, input.imageUrl);
  try {
    const { id } = await sql
      .insertInto('group_posts')
      .values({
        group_id: input.groupId,
        author_patient_id: member.patientId,
        body: input.body,
        image_file_id: imageFileId,
        status: member.moderation === 'pre' ? 'pending' : 'visible',
        created_by: viewer.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await notifyCommunity(sql, { kind: 'posts', groupId: input.groupId });
    return id;
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      throw new ApiError(40901, '这张图片已经用在另一条帖子里了，请重新上传');
    }
    throw error;
  }
}

/** A member reports a visible post of their group (not their own); reporting twice changes nothing. */
export async function reportPost(
  sql: Kysely<Tables>,
  viewer: Viewer,
  input: CallBody<'reportPost'>,
): Promise<number> {
  const row = await sql
    .selectFrom('group_posts')
    .select(['group_id', 'status', 'author_patient_id'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!row || row.status !== 'visible') throw new ApiError(40301, '只能举报自己小组中的帖子');
  const member = await requireMemberGroup(sql, viewer, row.group_id);
  if (row.author_patient_id === member.patientId) {
    throw new ApiError(40001, '参数校验失败：不能举报自己的帖子');
  }
  await sql
    .insertInto('post_reports')
    .values({ post_id: input.id, reporter_id: member.patientId, reason: input.reason ?? '' })
    .onConflict((oc) => oc.columns(['post_id', 'reporter_id']).doNothing())
    .execute();
  await notifyCommunity(sql, { kind: 'posts', groupId: row.group_id });
  return row.group_id;
}

export type ModerationStep = 'approve' | 'hide' | 'restore';

/**
 * A clinician's step on a post of a group they manage: approve (a pending post shows; a reported
 * one stays and its reports close), hide (gone for every patient at once; reports close), restore
 * (a hidden post shows again). A step that does not apply to the post's state is 40901.
 */
export async function moderatePost(
  sql: Kysely<Tables>,
  viewer: Viewer,
  id: number,
  step: ModerationStep,
  reason?: string,
): Promise<{ groupId: number; from: PostStatus; to: PostStatus }> {
  const row = await sql
    .selectFrom('group_posts')
    .select(['group_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) {
    if (viewer.kind === 'admin') throw new ApiError(40401, '帖子不存在');
    throw new ApiError(40301, '只能管理自己带领的小组');
  }
  await requireManagedGroup(sql, viewer, row.group_id);
  const openReports = await sql
    .selectFrom('post_reports')
    .select('post_id')
    .where('post_id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  const from = row.status;
  let to: PostStatus;
  if (step === 'approve') {
    if (from === 'hidden') throw new ApiError(40901, '帖子已隐藏，请使用恢复');
    if (from === 'visible' && !openReports) throw new ApiError(40901, '这条帖子不需要审核');
    to = 'visible';
  } else if (step === 'hide') {
    if (from === 'hidden') throw new ApiError(40901, '帖子已经隐藏');
    to = 'hidden';
  } else {
    if (from !== 'hidden') throw new ApiError(40901, '只能恢复已隐藏的帖子');
    to = 'visible';
  }
  await sql
    .updateTable('group_posts')
    .set({
      status: to,
      moderated_at: raw`now()`,
      moderated_by: viewer.userId,
      moderated_by_name: viewer.name,
      moderation_reason: step === 'hide' ? (reason ?? null) : null,
    })
    .where('id', '=', id)
    .execute();
  if (step !== 'restore') {
    await sql
      .updateTable('post_reports')
      .set({ resolved_at: raw`now()` })
      .where('post_id', '=', id)
      .where('resolved_at', 'is', null)
      .execute();
  }
  await notifyCommunity(sql, { kind: 'posts', groupId: row.group_id });
  return { groupId: row.group_id, from, to };
}
