import { z } from 'zod';
import { id, idText, revision, storedRevision, text } from './fields';
import { pageQuery } from './page';

/*
 * 公告 (issue 16): clinicians and admins publish to every patient, to one group, or to the patients
 * of their care teams. The body is rich text: the editor writes HTML, the server keeps only the
 * tags below (no script, no style, no image: a remote image would tell its host who read the
 * announcement and when), and the console shows it through SafeHtml. Patients mark what they read;
 * the author sees who read it.
 */

/** Who an announcement is for. */
export const announcementAudience = z.enum(['all', 'group', 'careTeam'], {
  error: '发布范围只能是all、group或careTeam',
});
export type AnnouncementAudience = z.infer<typeof announcementAudience>;

/** The tags an announcement's body may keep, with the attributes each may carry. */
export const announcementHtmlTags: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  strong: [],
  em: [],
  s: [],
  code: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  hr: [],
  a: ['href', 'target', 'rel'],
};

/** Longest body, in characters of HTML (about 5 pages of text). */
export const maxAnnouncementHtml = 20_000;

const announcementFields = {
  title: text('请输入标题').trim().min(1, '请输入标题').max(100, '标题不能超过100个字符'),
  /** HTML from the editor; the server sanitizes it before storing. */
  bodyHtml: text('请输入内容')
    .max(maxAnnouncementHtml, `内容不能超过${maxAnnouncementHtml}个字符`)
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, '请输入内容'),
  pinned: z.boolean().default(false),
};

/** `POST /api/announcement/add`: `groupId` with audience `group` only. */
export const announcementCreate = z
  .strictObject({
    ...announcementFields,
    audience: announcementAudience,
    groupId: id.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.audience === 'group' && value.groupId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['groupId'], message: '请选择小组' });
    }
    if (value.audience !== 'group' && value.groupId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['groupId'], message: '只有发给小组的公告才选择小组' });
    }
  });
export type AnnouncementCreate = z.input<typeof announcementCreate>;

/** `PUT /api/announcement/update`: title, body and pin (the audience stays), from `revision`. */
export const announcementUpdate = z.strictObject({ id, revision, ...announcementFields });
export type AnnouncementUpdate = z.input<typeof announcementUpdate>;

/** `GET /api/announcement/list`: pinned first, then newest. */
export const announcementListQuery = pageQuery.extend({ groupId: idText.optional() }).strict();
export type AnnouncementListQuery = z.input<typeof announcementListQuery>;

/** `POST /api/announcement/read` (patients) and the id queries. */
export const announcementIdBody = z.strictObject({ id });
export const announcementIdQuery = z.strictObject({ id: idText });

export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  bodyHtml: z.string(),
  audience: announcementAudience,
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  pinned: z.boolean(),
  authorName: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Raised by every edit; `updateAnnouncement` sends it back. */
  revision: storedRevision,
  /** Patients: whether they read it. Clinicians: always false. */
  read: z.boolean(),
  /** The caller may change it (its author, or the admin). */
  editable: z.boolean(),
  /** For those who may edit it: how many patients read it, of how many it is for. Else null. */
  readCount: z.number().int().nullable(),
  audienceSize: z.number().int().nullable(),
});
export type Announcement = z.infer<typeof announcement>;

/**
 * `GET /api/announcement/receipts`: who read it. A reader outside the caller's care teams is
 * counted but not named (a doctor's announcement to every patient is read by others' patients).
 */
export const announcementReceipts = z.object({
  id: z.number().int(),
  audienceSize: z.number().int(),
  readCount: z.number().int(),
  readers: z.array(z.object({ patientId: z.number().int(), name: z.string(), readAt: z.number() })),
  /** Readers the caller may not see by name. */
  unnamedReaders: z.number().int(),
});
export type AnnouncementReceipts = z.infer<typeof announcementReceipts>;
