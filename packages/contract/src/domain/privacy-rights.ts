import { z } from 'zod';
import { fromQueryText, id, idText, text } from './fields';
import { pageQuery } from './page';

/*
 * Issue 32 §4–5, a patient's rights under PIPL: 谁查看了我的档案 (Art. 44, the right to know who
 * read or changed their record, from the audit log) and erasure within the law (Art. 47 with the
 * medical-record exception: what is not medical record is erased or anonymised, the account is
 * closed, the medical record is kept until its retention period ends).
 */

/** A time bound in epoch milliseconds (the range filter of the access history). */
const epochMs = fromQueryText(
  z
    .number({ error: '时间必须是毫秒时间戳' })
    .int('时间必须是毫秒时间戳')
    .min(0, '时间不能早于1970年')
    .max(253_402_300_799_999, '时间超出范围'),
);

/** `GET /api/privacy/accessHistory`: the caller's own history only, so no patient id is taken. */
export const accessHistoryQuery = pageQuery
  .extend({ from: epochMs.optional(), to: epochMs.optional() })
  .strict();
export type AccessHistoryQuery = z.infer<typeof accessHistoryQuery>;

/** Who acted, as the patient is told: a clinician by role and name, an administrator by role only. */
export const accessActorRole = z.enum(['doctor', 'admin', 'staff']);
export type AccessActorRole = z.infer<typeof accessActorRole>;

/** Which part of the record the line is about (the console says it in plain words). */
export const accessPart = z.enum([
  'profile',
  'careTeam',
  'assessment',
  'training',
  'recording',
  'report',
  'wholeRecord',
]);
export type AccessPart = z.infer<typeof accessPart>;

/** What was done to it. */
export const accessKind = z.enum(['read', 'change', 'export']);
export type AccessKind = z.infer<typeof accessKind>;

export const accessHistoryEntry = z.object({
  id: z.number().int(),
  time: z.number().int(),
  role: accessActorRole,
  /** The clinician's name; null for an administrator (shown as 系统管理员). */
  name: z.string().nullable(),
  part: accessPart,
  kind: accessKind,
});
export type AccessHistoryEntry = z.infer<typeof accessHistoryEntry>;

/** One page of the history, newest first, and how long read lines are kept (RETENTION_READ_AUDIT_DAYS). */
export const accessHistoryPage = z.object({
  list: z.array(accessHistoryEntry),
  total: z.number().int().min(0),
  pageNum: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  readRetentionDays: z.number().int().min(1),
});
export type AccessHistoryPage = z.infer<typeof accessHistoryPage>;

/** What erasure removes or anonymises: none of it is medical record. */
export const erasedItem = z.enum([
  'communityPosts',
  'postPictures',
  'groupMemberships',
  'postReports',
  'challengeEntries',
  'sessionSignups',
  'account',
]);
export type ErasedItem = z.infer<typeof erasedItem>;

/** What erasure keeps: medical record, kept for its legal retention period, then purged. */
export const keptItem = z.enum([
  'assessments',
  'trainingPlans',
  'trainingResults',
  'recordings',
  'findings',
  'clinicianMessages',
]);
export type KeptItem = z.infer<typeof keptItem>;

/**
 * The statement of an erasure: what is (or will be) erased and what is kept, with counts. Shown to
 * the patient before they ask, stored on the request when it is completed (what was done).
 */
export const erasureStatement = z.object({
  erased: z.array(z.object({ item: erasedItem, count: z.number().int().min(0) })),
  kept: z.array(z.object({ item: keptItem, count: z.number().int().min(0) })),
  /** Years the medical record is kept (《医疗机构管理条例实施细则》第五十三条). */
  retentionYears: z.object({ inpatient: z.number().int(), outpatient: z.number().int() }),
});
export type ErasureStatement = z.infer<typeof erasureStatement>;

export const erasureStatus = z.enum(['pending', 'completed', 'rejected']);
export type ErasureStatus = z.infer<typeof erasureStatus>;

/** Days an admin has to answer a request ([ours]: PIPL asks for a prompt answer; we chose 15). */
export const erasureDeadlineDays = 15;

export const erasureRequest = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  /** Who asked: the patient themself, or an administrator for them. */
  askedByName: z.string().nullable(),
  askedBySelf: z.boolean(),
  askedAt: z.number().int(),
  deadline: z.number().int(),
  status: erasureStatus,
  reason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.number().int().nullable(),
  /** What was erased and kept (completed), else null. */
  statement: erasureStatement.nullable(),
});
export type ErasureRequest = z.infer<typeof erasureRequest>;

/** `GET /api/privacy/erasure`: the caller's latest request, and what an erasure would do now. */
export const myErasure = z.object({
  request: erasureRequest.nullable(),
  preview: erasureStatement,
});
export type MyErasure = z.infer<typeof myErasure>;

export const erasureListQuery = pageQuery.extend({ status: erasureStatus.optional() }).strict();
export type ErasureListQuery = z.infer<typeof erasureListQuery>;

/** `POST /api/erasureRequests`: an admin asks for a patient. */
export const erasureForBody = z.strictObject({ patientId: id });
export const erasureIdParams = z.strictObject({ id: idText });
export const erasureRejectBody = z.strictObject({
  reason: text('请填写拒绝理由')
    .trim()
    .min(1, '请填写拒绝理由')
    .max(200, '拒绝理由不能超过200个字符'),
});
export type ErasureRejectBody = z.infer<typeof erasureRejectBody>;
