import { z } from 'zod';
import { freeText, id, idText, revision, storedRevision, text } from './fields';

/*
 * 群体交互 (issue 16): patient groups a clinician leads, the nicknames patients go by inside them,
 * and the live notice that something in a group changed. The first rule of the module is privacy
 * between patients (PIPL, health data is sensitive personal information): a patient never sees
 * another patient's name, phone, age, ID, scores or diagnosis — inside a group, a member is a
 * nickname they choose and an avatar from the set below. Only the group's clinicians see who is
 * behind a nickname (and only for the patients of their care teams).
 */

/**
 * The avatars a member picks from (or is given, generated from their membership): pictures of
 * things, never a photo or an initial, so an avatar cannot tell who someone is.
 */
export const groupAvatars = [
  'sun',
  'moon',
  'star',
  'leaf',
  'flower',
  'tree',
  'mountain',
  'wave',
  'bird',
  'fish',
  'cat',
  'rabbit',
] as const;
export const groupAvatar = z.enum(groupAvatars, { error: '请选择列表中的头像' });
export type GroupAvatar = z.infer<typeof groupAvatar>;

/** The avatar a member has before choosing one: the same for the same membership, spread out. */
export function generatedAvatar(groupId: number, patientId: number): GroupAvatar {
  return groupAvatars[(groupId * 31 + patientId * 17) % groupAvatars.length]!;
}

/** A nickname inside a group: 1–20 characters, unique in the group (the server checks that). */
export const nickname = text('请输入昵称')
  .trim()
  .min(1, '请输入昵称')
  .max(20, '昵称不能超过20个字符')
  .refine((value) => !/\d{6,}/.test(value), '昵称不能包含一长串数字（手机号、证件号）');

/** Pre-moderated: a post shows once a clinician approves it. Post-moderated: at once. */
export const groupModeration = z.enum(['pre', 'post'], { error: '审核方式只能是pre或post' });
export type GroupModeration = z.infer<typeof groupModeration>;

/** At most this many patients in one group (a group session is a small room). */
export const maxGroupMembers = 50;

const groupName = text('请输入小组名称')
  .trim()
  .min(1, '请输入小组名称')
  .max(50, '小组名称不能超过50个字符');

/** `POST /api/patientGroup/add`. A doctor leads their own groups; the admin names the doctor. */
export const patientGroupCreate = z.strictObject({
  name: groupName,
  purpose: freeText.default(''),
  moderation: groupModeration.default('pre'),
  /** The leading doctor's record: the admin must name one; a doctor leads their own groups. */
  doctorId: id.optional(),
  /** Patients of the leading doctor's care teams. */
  patientIds: z.array(id).max(maxGroupMembers, `一个小组最多${maxGroupMembers}人`).default([]),
});
export type PatientGroupCreate = z.input<typeof patientGroupCreate>;

/** `PUT /api/patientGroup/update`: name, purpose and the moderation setting. */
export const patientGroupUpdate = z.strictObject({
  id,
  revision,
  name: groupName,
  purpose: freeText.default(''),
  moderation: groupModeration,
});
export type PatientGroupUpdate = z.input<typeof patientGroupUpdate>;

/** `POST /api/patientGroup/addMember` and `removeMember`. */
export const groupMemberChange = z.strictObject({ groupId: id, patientId: id });
export type GroupMemberChange = z.infer<typeof groupMemberChange>;

/** `POST /api/patientGroup/nickname`: the caller's own nickname and avatar in one group. */
export const groupNicknameChange = z.strictObject({
  groupId: id,
  nickname,
  avatar: groupAvatar,
});
export type GroupNicknameChange = z.infer<typeof groupNicknameChange>;

/** `GET /api/patientGroup/list`. */
export const patientGroupListQuery = z.strictObject({ id: idText.optional() });
export type PatientGroupListQuery = z.input<typeof patientGroupListQuery>;

/**
 * A member as the caller may see them. `patientId` and `realName` are for the group's clinicians
 * only: for a patient they are always null (the server never sends them), and for a clinician the
 * real name is null for a patient outside their care teams.
 */
export const groupMember = z.object({
  /** Stable within the group; for a patient caller the server sends an opaque member id. */
  memberId: z.number().int(),
  nickname: z.string(),
  avatar: groupAvatar,
  /** This member is the caller. */
  me: z.boolean(),
  patientId: z.number().int().nullable(),
  realName: z.string().nullable(),
});
export type GroupMember = z.infer<typeof groupMember>;

export const patientGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  purpose: z.string(),
  moderation: groupModeration,
  /** The leading doctor, by the name patients know them by. */
  doctorId: z.number().int(),
  doctorName: z.string(),
  members: z.array(groupMember),
  /** The caller's own membership (patients), else null. */
  mine: z.object({ nickname: z.string(), avatar: groupAvatar }).nullable(),
  /** The caller leads or administers the group: they moderate, add members and sessions. */
  manages: z.boolean(),
  /** Posts waiting for approval plus reported posts not yet looked at (clinicians; 0 for patients). */
  queued: z.number().int().min(0),
  createdAt: z.number(),
  /** Raised by every change of the group's own fields; `updatePatientGroup` sends it back. */
  revision: storedRevision,
});
export type PatientGroup = z.infer<typeof patientGroup>;

/**
 * What changed, pushed on `GET /api/community/stream`: the page reads that part again. `ready`
 * comes first on every connection (and after notices may have been missed): read everything.
 */
export const communityEventKind = z.enum([
  'ready',
  'posts',
  'sessions',
  'challenges',
  'announcements',
  'groups',
]);
export type CommunityEventKind = z.infer<typeof communityEventKind>;

/**
 * One message of the community stream (Server-Sent Events). It says only where to look: no text,
 * no person; the page asks again with its own rights, so nothing leaves without the read's checks.
 */
export const communityEvent = z.object({
  kind: communityEventKind,
  /** The group it concerns; null for `ready` and announcements to all patients or a care team. */
  groupId: z.number().int().nullable(),
});
export type CommunityEvent = z.infer<typeof communityEvent>;
