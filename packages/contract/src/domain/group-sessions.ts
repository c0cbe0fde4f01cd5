import { z } from 'zod';
import { groupAvatar } from './community-groups';
import { epochMs, fromQueryText, id, idText, text } from './fields';

/*
 * 小组活动 (issue 16): a group's sessions on a calendar — on site, by video, or both — with a
 * capacity the server holds under concurrent sign-ups, and the attendance the clinician records.
 */

/** A video link: https only (a plain-http or script link never reaches a patient). */
export const videoLink = text()
  .trim()
  .max(500, '链接不能超过500个字符')
  .regex(/^https:\/\/[^\s<>"']+$/, '视频链接必须以 https:// 开头');

/** `POST /api/groupSession/add`. */
export const groupSessionCreate = z
  .strictObject({
    groupId: id,
    title: text('请输入活动名称')
      .trim()
      .min(1, '请输入活动名称')
      .max(100, '活动名称不能超过100个字符'),
    startsAt: epochMs,
    /** Minutes, 15 to 240. */
    durationMinutes: z
      .number({ error: '时长必须是数字' })
      .int('时长必须是整数分钟')
      .min(15, '时长至少15分钟')
      .max(240, '时长不能超过240分钟'),
    place: text().trim().max(200, '地点不能超过200个字符').optional(),
    videoUrl: videoLink.optional(),
    capacity: z
      .number({ error: '人数上限必须是数字' })
      .int('人数上限必须是整数')
      .min(1, '人数上限至少1人')
      .max(200, '人数上限不能超过200人'),
  })
  .refine((value) => Boolean(value.place) || Boolean(value.videoUrl), {
    path: ['place'],
    message: '请填写地点或视频链接',
  });
export type GroupSessionCreate = z.input<typeof groupSessionCreate>;

/** `GET /api/groupSession/list`: sessions of the caller's groups (or one), in a time window. */
export const groupSessionListQuery = z.strictObject({
  groupId: idText.optional(),
  /** Epoch ms; default: a week ago. */
  from: fromQueryText(epochMs).optional(),
  /** Epoch ms; default: 60 days from now. */
  to: fromQueryText(epochMs).optional(),
});
export type GroupSessionListQuery = z.input<typeof groupSessionListQuery>;

/** `POST /api/groupSession/signup` and `cancel` (the caller, a patient of the group). */
export const groupSessionIdBody = z.strictObject({ sessionId: id });

/** `POST /api/groupSession/attendance`: who came, for patients who signed up. */
export const groupAttendance = z.strictObject({
  sessionId: id,
  attendance: z
    .array(z.strictObject({ patientId: id, attended: z.boolean() }))
    .min(1, '请至少记录一位患者')
    .max(200),
});
export type GroupAttendance = z.infer<typeof groupAttendance>;

/** One signed-up patient, as the group's clinician sees them. */
export const groupSessionSignup = z.object({
  patientId: z.number().int(),
  nickname: z.string(),
  avatar: groupAvatar,
  /** Null when the patient is outside the caller's care teams. */
  realName: z.string().nullable(),
  signedUpAt: z.number(),
  /** Null until recorded. */
  attended: z.boolean().nullable(),
});
export type GroupSessionSignup = z.infer<typeof groupSessionSignup>;

export const groupSession = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  title: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  place: z.string().nullable(),
  videoUrl: z.string().nullable(),
  capacity: z.number().int(),
  signedUp: z.number().int(),
  /** The caller (a patient) has signed up. */
  mine: z.boolean(),
  /** The caller (a patient) was recorded as attending; null until recorded or for clinicians. */
  myAttendance: z.boolean().nullable(),
  /** For the group's clinicians only; empty for patients. */
  signups: z.array(groupSessionSignup),
});
export type GroupSession = z.infer<typeof groupSession>;
