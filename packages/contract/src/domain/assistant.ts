import { z } from 'zod';
import { exerciseKind, levelRule } from './exercise';
import { id, idText, text } from './fields';
import { pageQuery } from './page';

/*
 * The assistant (智能辅助, issue 14): rule-based findings over a patient's training and
 * assessments. A suggestion changes the plan when a clinician accepts it; an alert or a reminder
 * asks for attention. Each says why, with the numbers its rule used and where they are. Clinicians
 * of the care team only: patients see none of it.
 */

export const findingRule = z.enum([
  'weakDomains',
  'plateau',
  'missedSessions',
  'decline',
  'reassessmentDue',
  // Issue 33 §3: the last two MoCA (or MMSE) totals fell by at least the reliable change criterion.
  'assessmentDecline',
]);
export type FindingRule = z.infer<typeof findingRule>;

export const findingKind = z.enum(['suggestion', 'alert', 'reminder']);
export type FindingKind = z.infer<typeof findingKind>;

/**
 * Open until a clinician accepts or rejects it, or until its rule no longer fires when the rules
 * run again (`resolved`: the patient trained again, the plan changed, a new assessment came).
 */
export const findingStatus = z.enum(['open', 'accepted', 'rejected', 'resolved'], {
  error: '状态只能是open、accepted、rejected或resolved',
});
export type FindingStatus = z.infer<typeof findingStatus>;

/** What accepting does. */
export const findingAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('addItems'), planId: z.number(), kinds: z.array(exerciseKind) }),
  z.object({
    type: z.literal('setLevel'),
    planId: z.number(),
    planItemId: z.number(),
    level: z.number(),
  }),
  z.object({
    type: z.literal('setRule'),
    planId: z.number(),
    planItemId: z.number(),
    rule: levelRule,
  }),
  z.object({ type: z.literal('none') }),
]);
export type FindingAction = z.infer<typeof findingAction>;

export const finding = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  rule: findingRule,
  kind: findingKind,
  status: findingStatus,
  /** The numbers the rule used, by name (shown with the finding so a clinician can check it). */
  numbers: z.record(z.string(), z.union([z.number(), z.string()])),
  action: findingAction,
  /** Where those numbers are in the console. */
  link: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().nullable(),
  reason: z.string().nullable(),
  /** Whether the caller has read it (alerts). */
  read: z.boolean(),
});
export type Finding = z.infer<typeof finding>;

/** `GET /api/recommendation/list`: suggestions and reminders of the caller's patients. */
export const recommendationListQuery = pageQuery
  .extend({ patientId: idText.optional(), status: findingStatus.optional() })
  .strict();
export type RecommendationListQuery = z.infer<typeof recommendationListQuery>;

/** `POST /api/recommendation/accept`. */
export const recommendationAccept = z.strictObject({ id });
export type RecommendationAccept = z.infer<typeof recommendationAccept>;

/** `POST /api/recommendation/reject`: the reason is optional. */
export const recommendationReject = z.strictObject({
  id,
  reason: text().trim().max(500, '原因不能超过500个字符').optional(),
});
export type RecommendationReject = z.infer<typeof recommendationReject>;

/** `GET /api/alert/list`: alerts of the caller's patients, newest first. */
export const alertListQuery = pageQuery
  .extend({
    patientId: idText.optional(),
    unread: z
      .enum(['true', 'false'], { error: 'unread只能是true或false' })
      .transform((value) => value === 'true')
      .optional(),
  })
  .strict();
export type AlertListQuery = z.input<typeof alertListQuery>;

/** `POST /api/alert/read`: marks alerts read for the caller; no ids = every alert. */
export const alertRead = z.strictObject({
  ids: z.array(id).max(100, '一次最多100条').optional(),
});
export type AlertRead = z.infer<typeof alertRead>;

/** The caller's unread alerts: the bell's number. */
export const alertCount = z.object({ unread: z.number().int().min(0) });
export type AlertCount = z.infer<typeof alertCount>;

/** One message of `GET /api/alert/stream` (Server-Sent Events, `data:` is this as JSON). */
export const alertEvent = z.object({
  unread: z.number().int().min(0),
  /** The alert that just arrived, when one did (absent on the first message and after a read). */
  alert: finding.optional(),
});
export type AlertEvent = z.infer<typeof alertEvent>;
