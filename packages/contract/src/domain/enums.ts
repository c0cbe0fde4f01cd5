import { z } from 'zod';

/** Sex as the clinic records it. */
export const sex = z.enum(['男', '女'], { error: '性别只能是男或女' });
export type Sex = z.infer<typeof sex>;

/** A doctor's profession. */
export const doctorJob = z.enum(['医生', '康复师', '训练师', '护士'], {
  error: '职业只能是医生、康复师、训练师或护士',
});
export type DoctorJob = z.infer<typeof doctorJob>;

/** Dominant hand (matters for motor and cognitive tasks). */
export const handedness = z.enum(['左手', '右手', '无'], { error: '利手只能是左手、右手或无' });
export type Handedness = z.infer<typeof handedness>;

/** Highest education, in the order of the national statistics. */
export const education = z.enum(
  ['未上过学', '小学', '初中', '高中(含中专)', '大学专科', '大学本科', '硕士研究生', '博士研究生'],
  { error: '请选择正确的学历' },
);
export type Education = z.infer<typeof education>;

/** Which personal centre a user has: '0' admin (none), '1' doctor, '2' patient. */
export const userAuth = z.enum(['0', '1', '2'], { error: '用户类型只能是0、1或2' });
export type UserAuth = z.infer<typeof userAuth>;

/** The role keys the server knows. */
export const roleKey = z.enum(['admin', 'doctor', 'patient'], {
  error: '角色只能是admin、doctor或patient',
});
export type RoleKey = z.infer<typeof roleKey>;

/**
 * Permission codes carried in getInfo's `roles` next to the role keys (the console stores both as
 * `codeList`). The server decides with them; the console only hides what they do not allow.
 */
export const permissionCodes = [
  'user:list',
  'user:add',
  'user:update',
  'user:delete',
  'user:role',
  'doctor:list',
  'doctor:add',
  'doctor:update',
  'doctor:delete',
  'patient:list',
  'patient:add',
  'patient:update',
  'patient:delete',
  'audit:list',
  'file:upload',
  'careTeam:assign',
  'settings:update',
  'patient:export',
  'doctor:export',
  'user:export',
  'trainingPlan:list',
  'trainingPlan:add',
  'trainingPlan:update',
  'exerciseResult:add',
  'exerciseResult:list',
  'assessment:list',
  'assessment:edit',
  'recommendation:list',
  'recommendation:decide',
  'alert:list',
  'report:export',
  'device:list',
  'device:manage',
  'recording:list',
  'recording:record',
  'recording:export',
  'article:list',
  'article:add',
  'article:update',
  'article:export',
  'announcement:manage',
  'group:manage',
  'community:participate',
  'message:use',
  'patient:import',
  'consent:manage',
  'consent:decide',
  'consent:record',
  'erasure:manage',
  'myData:export',
] as const;
export type PermissionCode = (typeof permissionCodes)[number];
