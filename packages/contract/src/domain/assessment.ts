import { z } from 'zod';
import { interpret, type Interpretation } from './assessment-norms';
import { itemKey, scales, type AssessmentKind } from './assessment-scales';
import { cognitiveDomain, type CognitiveDomain } from './exercise';
import { id, idText, isoDate, revision, text } from './fields';
import { pageQuery } from './page';
import type { Education } from './enums';

/*
 * Assessments (评估, issue 14): a MoCA or MMSE score sheet a clinician fills as they test. Every
 * change is saved as a draft (resumable on another computer; `revision` keeps two screens from
 * overwriting each other); finishing locks it; a finished sheet changes only by an amendment with a
 * reason, keeping what it said before.
 */

export const assessmentKind = z.enum(['moca', 'mmse'], { error: '量表只能是moca或mmse' });

export const assessmentStatus = z.enum(['draft', 'finished']);
export type AssessmentStatus = z.infer<typeof assessmentStatus>;

/** Item scores by `section.item` key; null (or absent) = not scored yet. */
export const assessmentScores = z.record(
  z.string(),
  z.number({ error: '分数必须是数字' }).int('分数必须是整数').min(0, '分数不能为负').nullable(),
);
export type AssessmentScores = z.infer<typeof assessmentScores>;

/** Issues of `scores` against the sheet of `kind`: unknown items, scores above an item's maximum, and (when `complete`) items left empty. */
export function scoreIssues(
  kind: AssessmentKind,
  scores: AssessmentScores,
  complete: boolean,
): Array<{ key: string; message: string }> {
  const issues: Array<{ key: string; message: string }> = [];
  const maxima = new Map<string, number>();
  for (const section of scales[kind].sections) {
    for (const scaleItem of section.items) {
      maxima.set(itemKey(section, scaleItem), scaleItem.max);
    }
  }
  for (const [key, value] of Object.entries(scores)) {
    const max = maxima.get(key);
    if (max === undefined) issues.push({ key, message: '量表中没有这一项' });
    else if (value !== null && value > max) issues.push({ key, message: `这一项最高${max}分` });
  }
  if (complete) {
    for (const key of maxima.keys()) {
      if (scores[key] === null || scores[key] === undefined) {
        issues.push({ key, message: '请填写这一项的得分' });
      }
    }
  }
  return issues;
}

const checkScores =
  (complete: boolean) =>
  (value: { kind: AssessmentKind; scores: AssessmentScores }, ctx: z.RefinementCtx) => {
    for (const issue of scoreIssues(value.kind, value.scores, complete)) {
      ctx.addIssue({ code: 'custom', path: ['scores', issue.key], message: issue.message });
    }
  };

/** `POST /api/assessment/draft`: starts a sheet (no id) or saves the draft's current scores. */
export const assessmentDraftSave = z
  .strictObject({
    /** The draft to save; absent to start a new one. */
    id: id.optional(),
    patientId: id,
    kind: assessmentKind,
    testedOn: isoDate,
    scores: assessmentScores,
    /** The revision this screen last saw (absent when starting, required with `id`): a stale one → 40902. */
    revision: revision.optional(),
  })
  .superRefine(checkScores(false))
  .superRefine((value, ctx) => {
    if (value.id !== undefined && value.revision === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['revision'],
        message: '请提供revision（所依据的版本）',
      });
    }
  });
export type AssessmentDraftSave = z.infer<typeof assessmentDraftSave>;

/** `POST /api/assessment/finish`: locks a complete draft. */
export const assessmentFinish = z.strictObject({ id, revision });
export type AssessmentFinish = z.infer<typeof assessmentFinish>;

/** `POST /api/assessment/amend`: corrects a finished sheet, giving why; the previous scores are kept. */
export const assessmentAmend = z
  .strictObject({
    id,
    kind: assessmentKind,
    scores: assessmentScores,
    reason: text('请填写修改原因')
      .trim()
      .min(1, '请填写修改原因')
      .max(500, '修改原因不能超过500个字符'),
    revision,
  })
  .superRefine(checkScores(true));
export type AssessmentAmend = z.infer<typeof assessmentAmend>;

/** `GET /api/assessment/list`: one patient's assessments, newest first. */
export const assessmentListQuery = pageQuery
  .extend({ patientId: idText, kind: assessmentKind.optional() })
  .strict();
export type AssessmentListQuery = z.infer<typeof assessmentListQuery>;

/** `GET /api/assessment/detail`. */
export const assessmentDetailQuery = z.strictObject({ id: idText });

export const sectionScore = z.object({
  section: z.string(),
  score: z.number(),
  max: z.number(),
  /** Items of the section still empty (a draft). */
  missing: z.number().int(),
});

export const domainScore = z.object({
  domain: cognitiveDomain,
  score: z.number(),
  max: z.number(),
  /** score / max, 0..1. */
  share: z.number(),
});

export const interpretation = z.object({
  kind: assessmentKind,
  rawTotal: z.number(),
  educationBonus: z.number(),
  total: z.number(),
  age: z.number(),
  educationYears: z.number(),
  group: z.enum(['A', 'B', 'C', 'D']),
  cutoff: z.number(),
  belowCutoff: z.boolean(),
  finding: z.enum(['possibleMci', 'possibleDementia', 'withinNorm']),
});

export const assessmentAmendment = z.object({
  id: z.number().int(),
  reason: z.string(),
  previousScores: assessmentScores,
  scores: assessmentScores,
  amendedBy: z.string().nullable(),
  /** Epoch milliseconds. */
  amendedAt: z.number(),
});
export type AssessmentAmendment = z.infer<typeof assessmentAmendment>;

export const assessment = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  kind: assessmentKind,
  status: assessmentStatus,
  testedOn: z.string(),
  scores: assessmentScores,
  revision: z.number().int(),
  rawTotal: z.number(),
  sections: z.array(sectionScore),
  domains: z.array(domainScore),
  /** Null while a draft, or when the record lacks age or education. */
  interpretation: interpretation.nullable(),
  createdBy: z.string().nullable(),
  /** Epoch milliseconds, like the other records. */
  createdAt: z.number(),
  updatedAt: z.number(),
  finishedBy: z.string().nullable(),
  finishedAt: z.number().nullable(),
  amendments: z.array(assessmentAmendment),
});
export type Assessment = z.infer<typeof assessment>;

/**
 * What a sheet adds up to: section totals, the domain profile (a section counts fully towards each
 * of its domains) and, once finished, the interpretation for the patient's age and education.
 */
export function scoreSheet(
  kind: AssessmentKind,
  scores: AssessmentScores,
  patient: { age: number | null; edu: Education | null },
  finished: boolean,
): Pick<Assessment, 'rawTotal' | 'sections' | 'domains' | 'interpretation'> {
  const sections = scales[kind].sections.map((section) => {
    let score = 0;
    let max = 0;
    let missing = 0;
    for (const scaleItem of section.items) {
      const value = scores[itemKey(section, scaleItem)];
      max += scaleItem.max;
      if (value === null || value === undefined) missing += 1;
      else score += value;
    }
    return { section: section.id, score, max, missing };
  });
  const byDomain = new Map<CognitiveDomain, { score: number; max: number }>();
  scales[kind].sections.forEach((section, index) => {
    for (const domain of section.domains) {
      const sum = byDomain.get(domain) ?? { score: 0, max: 0 };
      sum.score += sections[index]!.score;
      sum.max += sections[index]!.max;
      byDomain.set(domain, sum);
    }
  });
  const domains = cognitiveDomain.options
    .filter((domain) => byDomain.has(domain))
    .map((domain) => {
      const { score, max } = byDomain.get(domain)!;
      return { domain, score, max, share: max === 0 ? 0 : score / max };
    });
  const rawTotal = sections.reduce((sum, section) => sum + section.score, 0);
  const result: Interpretation | null = finished
    ? interpret(kind, rawTotal, patient.age, patient.edu)
    : null;
  return { rawTotal, sections, domains, interpretation: result };
}
