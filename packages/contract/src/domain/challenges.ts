import { z } from 'zod';
import { groupAvatar } from './community-groups';
import { freeText, id, idText, isoDate, text } from './fields';

/*
 * 挑战 (issue 16): opt-in goals inside a group, such as "train on 5 days this week". Progress is
 * counted by the server from the training data (exercise results), never typed in. The
 * leaderboard shows group nicknames only, and only to members who joined (and the group's
 * clinicians): a patient who did not join sees no one's progress.
 */

/**
 * What a challenge counts between its first and last day (China time): days with at least one
 * completed exercise, or completed exercises.
 */
export const challengeKind = z.enum(['trainingDays', 'exercises'], {
  error: '挑战类型只能是trainingDays或exercises',
});
export type ChallengeKind = z.infer<typeof challengeKind>;

/** `POST /api/challenge/add` (the group's clinicians). */
export const challengeCreate = z
  .strictObject({
    groupId: id,
    title: text('请输入挑战名称')
      .trim()
      .min(1, '请输入挑战名称')
      .max(50, '挑战名称不能超过50个字符'),
    description: freeText.default(''),
    kind: challengeKind,
    target: z
      .number({ error: '目标必须是数字' })
      .int('目标必须是整数')
      .min(1, '目标至少为1')
      .max(365, '目标不能超过365'),
    startsOn: isoDate,
    endsOn: isoDate,
  })
  .superRefine((value, ctx) => {
    if (value.endsOn < value.startsOn) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: '结束日期不能早于开始日期' });
    }
  });
export type ChallengeCreate = z.input<typeof challengeCreate>;

/** `GET /api/challenge/list`: the challenges of the caller's groups (or one). */
export const challengeListQuery = z.strictObject({ groupId: idText.optional() });
export type ChallengeListQuery = z.input<typeof challengeListQuery>;

/** `POST /api/challenge/join` and `leave`; `GET /api/challenge/leaderboard?id=`. */
export const challengeIdBody = z.strictObject({ id });
export const challengeIdQuery = z.strictObject({ id: idText });

export const challenge = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  title: z.string(),
  description: z.string(),
  kind: challengeKind,
  target: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  participants: z.number().int(),
  /** The caller (a patient) joined. */
  joined: z.boolean(),
  /** The caller's own progress (patients who joined), else null. */
  myProgress: z.number().int().nullable(),
});
export type Challenge = z.infer<typeof challenge>;

/** One row of a leaderboard: a nickname, never a name. */
export const leaderboardEntry = z.object({
  rank: z.number().int(),
  nickname: z.string(),
  avatar: groupAvatar,
  progress: z.number().int(),
  me: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

export const challengeLeaderboard = z.object({
  challengeId: z.number().int(),
  target: z.number().int(),
  kind: challengeKind,
  entries: z.array(leaderboardEntry),
});
export type ChallengeLeaderboard = z.infer<typeof challengeLeaderboard>;
