import type { Announcement, AnnouncementReceipts, CallBody, CallQuery, Page } from '@cep/contract';
import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { claimRevision } from '../platform/calls/revision';
import { offsetOf } from '../platform/lists/list-query';
import { namesPatient, requireManagedGroup } from './access';
import { hasText, sanitizeAnnouncementHtml } from './html';
import { notifyCommunity } from './live';
import type { Viewer } from './viewer';

/*
 * Announcements: the queries. A patient reads those for every patient, for their groups and for
 * the care teams they are on; a doctor those for every patient, their own, and those of the groups
 * they lead; the admin all. The author (or the admin) changes one and sees who read it.
 */

/** SQL true for the announcements (aliased `a`) `viewer` may read. */
function readable(viewer: Viewer) {
  switch (viewer.kind) {
    case 'admin':
      return raw<boolean>`true`;
    case 'doctor':
      return raw<boolean>`(a.audience = 'all' OR a.author_id = ${viewer.userId}
        OR (a.audience = 'group' AND EXISTS (SELECT 1 FROM patient_groups g2
              WHERE g2.id = a.group_id AND g2.doctor_id = ${viewer.doctorId ?? -1}))
        OR (a.audience = 'careTeam' AND a.author_doctor_id = ${viewer.doctorId ?? -1}))`;
    case 'patient': {
      const patientId = viewer.patientId ?? -1;
      return raw<boolean>`(a.audience = 'all'
        OR (a.audience = 'group' AND EXISTS (SELECT 1 FROM patient_group_members m
              WHERE m.group_id = a.group_id AND m.patient_id = ${patientId}))
        OR (a.audience = 'careTeam' AND EXISTS (SELECT 1 FROM care_team_members ct
              WHERE ct.doctor_id = a.author_doctor_id AND ct.patient_id = ${patientId})))`;
    }
  }
}

/** SQL true when `viewer` may change announcement `a`: its author, or the admin. */
function editable(viewer: Viewer) {
  return viewer.kind === 'admin'
    ? raw<boolean>`true`
    : viewer.kind === 'doctor'
      ? raw<boolean>`a.author_id = ${viewer.userId}`
      : raw<boolean>`false`;
}

interface AnnouncementRow {
  id: number;
  title: string;
  body_html: string;
  audience: 'all' | 'group' | 'careTeam';
  group_id: number | null;
  group_name: string | null;
  pinned: boolean;
  author_name: string;
  created_at: Date;
  updated_at: Date;
  revision: number;
  read: boolean;
  editable: boolean;
  read_count: number | null;
  audience_size: number | null;
}

/** The select of announcements as `viewer` sees them, with counts for those they may edit. */
function selectAnnouncements(viewer: Viewer, where: ReturnType<typeof raw<boolean>>) {
  const patientId = viewer.kind === 'patient' ? (viewer.patientId ?? -1) : -1;
  return raw<AnnouncementRow>`
    SELECT a.id, a.title, a.body_html, a.audience, a.group_id, g.name AS group_name, a.pinned,
           a.author_name, a.created_at, a.updated_at, a.revision,
           EXISTS (SELECT 1 FROM announcement_reads r
                    WHERE r.announcement_id = a.id AND r.patient_id = ${patientId}) AS read,
           ${editable(viewer)} AS editable,
           CASE WHEN ${editable(viewer)} THEN
             (SELECT count(*)::int FROM announcement_reads r WHERE r.announcement_id = a.id)
           END AS read_count,
           CASE WHEN ${editable(viewer)} THEN
             CASE a.audience
               WHEN 'all' THEN (SELECT count(*)::int FROM patients WHERE archived_at IS NULL)
               WHEN 'group' THEN (SELECT count(*)::int FROM patient_group_members m
                                   WHERE m.group_id = a.group_id)
               ELSE (SELECT count(*)::int FROM care_team_members ct
                      WHERE ct.doctor_id = a.author_doctor_id)
             END
           END AS audience_size
      FROM announcements a
      LEFT JOIN patient_groups g ON g.id = a.group_id
     WHERE ${readable(viewer)} AND ${where}`;
}

function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    bodyHtml: row.body_html,
    audience: row.audience,
    groupId: row.group_id,
    groupName: row.group_name,
    pinned: row.pinned,
    authorName: row.author_name,
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
    revision: row.revision,
    read: row.read,
    editable: row.editable,
    readCount: row.read_count,
    audienceSize: row.audience_size,
  };
}

export async function listAnnouncements(
  sql: Kysely<Tables>,
  viewer: Viewer,
  query: NonNullable<CallQuery<'listAnnouncements'>>,
): Promise<Page<Announcement>> {
  const byGroup =
    query.groupId === undefined ? raw<boolean>`true` : raw<boolean>`a.group_id = ${query.groupId}`;
  const rows = await raw<AnnouncementRow>`
    ${selectAnnouncements(viewer, byGroup)}
     ORDER BY a.pinned DESC, a.created_at DESC, a.id DESC
     LIMIT ${query.pageSize} OFFSET ${offsetOf(query)}`.execute(sql);
  const total = await raw<{ n: number }>`
    SELECT count(*)::int AS n FROM announcements a
     WHERE ${readable(viewer)} AND ${byGroup}`.execute(sql);
  return {
    list: rows.rows.map(toAnnouncement),
    total: total.rows[0]?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** One announcement as `viewer` sees it, or undefined when they may not read it. */
async function findAnnouncement(
  sql: Kysely<Tables>,
  viewer: Viewer,
  id: number,
): Promise<Announcement | undefined> {
  const rows = await selectAnnouncements(viewer, raw<boolean>`a.id = ${id}`).execute(sql);
  const row = rows.rows[0];
  return row ? toAnnouncement(row) : undefined;
}

/** The announcement when `viewer` may change it; else 40301 (or 40401 for the admin). */
async function requireEditable(
  sql: Kysely<Tables>,
  viewer: Viewer,
  id: number,
): Promise<{ groupId: number | null }> {
  let query = sql
    .selectFrom('announcements')
    .select(['author_id', 'group_id'])
    .where('id', '=', id);
  if (sql.isTransaction) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row && (viewer.kind === 'admin' || row.author_id === viewer.userId)) {
    return { groupId: row.group_id };
  }
  if (!row && viewer.kind === 'admin') throw new ApiError(40401, '公告不存在');
  throw new ApiError(40301, '只能修改或删除自己发布的公告');
}

/** The body as stored: sanitized, and still saying something. */
function storedBody(html: string): string {
  const clean = sanitizeAnnouncementHtml(html);
  if (!hasText(clean)) throw new ApiError(40001, '参数校验失败：bodyHtml 请输入内容');
  return clean;
}

export async function addAnnouncement(
  sql: Kysely<Tables>,
  viewer: Viewer,
  input: CallBody<'addAnnouncement'>,
): Promise<Announcement> {
  let authorDoctorId: number | null = viewer.kind === 'doctor' ? viewer.doctorId : null;
  if (input.audience === 'group') {
    await requireManagedGroup(sql, viewer, input.groupId!);
  }
  if (input.audience === 'careTeam' && authorDoctorId === null) {
    throw new ApiError(
      40001,
      viewer.kind === 'admin'
        ? '参数校验失败：audience 管理员没有护理团队，请发给全部患者或一个小组'
        : '参数校验失败：audience 没有医生档案，不能发给护理团队',
    );
  }
  if (input.audience !== 'careTeam') authorDoctorId = null;
  const { id } = await sql
    .insertInto('announcements')
    .values({
      title: input.title,
      body_html: storedBody(input.bodyHtml),
      audience: input.audience,
      group_id: input.audience === 'group' ? input.groupId! : null,
      author_doctor_id: authorDoctorId,
      author_id: viewer.userId,
      author_name: viewer.name,
      pinned: input.pinned,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notifyCommunity(sql, { kind: 'announcements', groupId: input.groupId ?? null });
  const added = await findAnnouncement(sql, viewer, id);
  if (!added) throw new Error('announcement vanished after its insert');
  return added;
}

export async function updateAnnouncement(
  sql: Kysely<Tables>,
  viewer: Viewer,
  input: CallBody<'updateAnnouncement'>,
): Promise<Announcement> {
  const { groupId } = await requireEditable(sql, viewer, input.id);
  await claimRevision(sql, 'announcements', input.id, input.revision, '公告不存在');
  await sql
    .updateTable('announcements')
    .set({
      title: input.title,
      body_html: storedBody(input.bodyHtml),
      pinned: input.pinned,
      updated_at: raw`now()`,
    })
    .where('id', '=', input.id)
    .execute();
  await notifyCommunity(sql, { kind: 'announcements', groupId });
  const updated = await findAnnouncement(sql, viewer, input.id);
  if (!updated) throw new Error('announcement vanished after its update');
  return updated;
}

export async function deleteAnnouncement(
  sql: Kysely<Tables>,
  viewer: Viewer,
  id: number,
): Promise<void> {
  const { groupId } = await requireEditable(sql, viewer, id);
  await sql.deleteFrom('announcements').where('id', '=', id).execute();
  await notifyCommunity(sql, { kind: 'announcements', groupId });
}

/** A patient's read of an announcement meant for them (the first read's time is kept). */
export async function readAnnouncement(
  sql: Kysely<Tables>,
  viewer: Viewer,
  id: number,
): Promise<void> {
  if (
    viewer.kind !== 'patient' ||
    viewer.patientId === null ||
    !(await findAnnouncement(sql, viewer, id))
  ) {
    throw new ApiError(40301, '只能阅读发给自己的公告');
  }
  await sql
    .insertInto('announcement_reads')
    .values({ announcement_id: id, patient_id: viewer.patientId })
    .onConflict((oc) => oc.columns(['announcement_id', 'patient_id']).doNothing())
    .execute();
}

/** Who read it: by name the patients the caller may see, the rest counted. */
export async function receiptsOf(
  sql: Kysely<Tables>,
  viewer: Viewer,
  id: number,
): Promise<AnnouncementReceipts> {
  await requireEditable(sql, viewer, id);
  const found = await findAnnouncement(sql, viewer, id);
  if (!found) throw new Error('announcement vanished');
  const rows = await raw<{ patient_id: number; name: string | null; read_at: Date }>`
    SELECT r.patient_id,
           CASE WHEN ${namesPatient(viewer, raw.ref('r.patient_id'))} THEN p.patient_name END AS name,
           r.read_at
      FROM announcement_reads r
      JOIN patients p ON p.id = r.patient_id
     WHERE r.announcement_id = ${id}
     ORDER BY r.read_at, r.patient_id`.execute(sql);
  const named = rows.rows.filter((row) => row.name !== null);
  return {
    id,
    audienceSize: found.audienceSize ?? 0,
    readCount: rows.rows.length,
    readers: named.map((row) => ({
      patientId: row.patient_id,
      name: row.name!,
      readAt: row.read_at.getTime(),
    })),
    unnamedReaders: rows.rows.length - named.length,
  };
}
