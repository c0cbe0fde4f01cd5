import { z } from 'zod';
import { groupAvatar } from './community-groups';
import { id, idText, text } from './fields';
import { pageQuery } from './page';

/*
 * 小组帖子 (issue 16): patients write in their groups (text and at most one picture). A
 * pre-moderated group shows a post once a clinician approves it; a post-moderated one at once.
 * Any member may report a post; the group's clinician approves, hides or restores, each step in
 * the audit log. A hidden post is never sent to a patient again.
 */

export const postStatus = z.enum(['pending', 'visible', 'hidden'], {
  error: '状态只能是pending、visible或hidden',
});
export type PostStatus = z.infer<typeof postStatus>;

/**
 * How many posts one account may write in a window, counted across every server instance (the
 * server counts its stored posts). Beyond it: 42901 with a message that says when to try again.
 */
export const postRateLimit = { max: 5, windowMinutes: 10 } as const;

/** Longest post, in characters. */
export const maxPostLength = 1000;

/** A picture address from `POST /api/oss/file/upload?module=post`. */
const postImageUrl = text()
  .trim()
  .regex(
    /^\/api\/oss\/file\/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    '图片地址无效，请重新上传图片',
  );

/** `POST /api/post/add`. */
export const postCreate = z.strictObject({
  groupId: id,
  body: text('请输入内容')
    .trim()
    .min(1, '请输入内容')
    .max(maxPostLength, `内容不能超过${maxPostLength}个字符`),
  imageUrl: postImageUrl.optional(),
});
export type PostCreate = z.infer<typeof postCreate>;

/** `GET /api/post/list?groupId=`: newest first. */
export const postListQuery = pageQuery.extend({ groupId: idText }).strict();
export type PostListQuery = z.input<typeof postListQuery>;

/** `GET /api/post/queue`: what waits for the caller's moderation, oldest first. */
export const moderationQueueQuery = pageQuery.extend({ groupId: idText.optional() }).strict();
export type ModerationQueueQuery = z.input<typeof moderationQueueQuery>;

/** `POST /api/post/report`. */
export const postReport = z.strictObject({
  id,
  reason: text().trim().max(200, '原因不能超过200个字符').optional(),
});
export type PostReport = z.infer<typeof postReport>;

/** `POST /api/post/approve` and `restore`. */
export const postIdBody = z.strictObject({ id });

/** `POST /api/post/hide`. */
export const postHide = z.strictObject({
  id,
  reason: text().trim().max(200, '原因不能超过200个字符').optional(),
});
export type PostHide = z.infer<typeof postHide>;

export const post = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  /** The author's nickname in the group and avatar. */
  nickname: z.string(),
  avatar: groupAvatar,
  /** The caller wrote it. */
  mine: z.boolean(),
  /** For the group's clinicians (care-team patients only), else null. */
  authorRealName: z.string().nullable(),
  status: postStatus,
  createdAt: z.number(),
  /** Open reports (clinicians); 0 for patients. */
  reports: z.number().int(),
  /** Reasons given by reporters (clinicians); empty for patients. */
  reportReasons: z.array(z.string()),
  /** The caller (a patient) reported it already. */
  reportedByMe: z.boolean(),
  /** Who last moderated it and why (clinicians), else null. */
  moderatedBy: z.string().nullable(),
  moderationReason: z.string().nullable(),
});
export type Post = z.infer<typeof post>;
