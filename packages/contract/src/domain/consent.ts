import { z } from 'zod';

/*
 * Separate consent (issue 32 item 2; PIPL Art. 14–15, 28–29): a patient decides each purpose on
 * its own, against a versioned text. Texts are published, never edited: a new wording is a new
 * version. Decisions are rows, never changed: the current state is the latest decision.
 */

/**
 * The purposes a patient decides on: `medical` (use of their data for their care: needed to use
 * the platform), `signals` (recording physiological signals), `community` (群体互动: groups,
 * posts, challenges, group sessions), `research` (de-identified data for research; optional).
 */
export const consentPurposes = ['medical', 'signals', 'community', 'research'] as const;
export const consentPurpose = z.enum(consentPurposes, { error: '不支持的同意事项' });
export type ConsentPurpose = z.infer<typeof consentPurpose>;

/** A decision as stored: `withdrawn` follows an earlier acceptance (PIPL Art. 15). */
export const consentDecisionKind = z.enum(['accepted', 'declined', 'withdrawn']);
export type ConsentDecisionKind = z.infer<typeof consentDecisionKind>;

/** How the decision was given: in the app by the patient, or on paper (recorded by a clinician). */
export const consentMethod = z.enum(['app', 'paper']);
export type ConsentMethod = z.infer<typeof consentMethod>;

/** Limits of a consent text. */
export const consentTextLimits = { title: 100, body: 5000 } as const;

/** One published version of a purpose's text. */
export const consentText = z.object({
  purpose: consentPurpose,
  version: z.number().int(),
  titleZh: z.string(),
  bodyZh: z.string(),
  titleEn: z.string(),
  bodyEn: z.string(),
  /** Whether patients who decided on an earlier version must decide again. */
  requiresRedecision: z.boolean(),
  publishedAt: z.string(),
  /** Who published it; null for the texts the migration wrote. */
  publishedByName: z.string().nullable(),
});
export type ConsentText = z.infer<typeof consentText>;

/** Every version of every purpose, newest first within a purpose. */
export const consentTextList = z.array(consentText);

/** The admin's new version of a purpose's text. */
export const consentTextPublish = z.strictObject({
  purpose: consentPurpose,
  titleZh: z.string().trim().min(1, '请填写中文标题').max(consentTextLimits.title),
  bodyZh: z.string().trim().min(1, '请填写中文正文').max(consentTextLimits.body),
  titleEn: z.string().trim().min(1, '请填写英文标题').max(consentTextLimits.title),
  bodyEn: z.string().trim().min(1, '请填写英文正文').max(consentTextLimits.body),
  requiresRedecision: z.boolean(),
});
export type ConsentTextPublish = z.infer<typeof consentTextPublish>;

/** One stored decision. */
export const consentDecision = z.object({
  id: z.number().int(),
  purpose: consentPurpose,
  version: z.number().int(),
  decision: consentDecisionKind,
  method: consentMethod,
  /** Who recorded it: the patient (in the app) or the clinician (paper). */
  recordedByName: z.string().nullable(),
  decidedAt: z.string(),
  /** The scan of the paper form (`/api/oss/file/{id}`), for paper decisions. */
  scanUrl: z.string().nullable(),
});
export type ConsentDecision = z.infer<typeof consentDecision>;

/** Where a patient stands on one purpose. */
export const consentPurposeState = z.object({
  purpose: consentPurpose,
  /** `medical` is needed to use the platform; `research` is optional. */
  required: z.boolean(),
  current: consentText,
  /** The latest decision for the purpose (any version), null when never decided. */
  latest: consentDecision.nullable(),
  /** Whether the patient must decide (again) on the current version. */
  due: z.boolean(),
  /** Whether the current version is accepted (what the server's checks ask). */
  accepted: z.boolean(),
});
export type ConsentPurposeState = z.infer<typeof consentPurposeState>;

/** A patient's consent: each purpose, whether anything is due, and every decision ever made. */
export const consentState = z.object({
  patientId: z.number().int(),
  purposes: z.array(consentPurposeState),
  /** Some purpose's current version awaits a decision. */
  due: z.boolean(),
  /** The medical use is accepted: the platform may be used for care. */
  careAllowed: z.boolean(),
  /** Every decision, newest first (history is kept). */
  history: z.array(consentDecision),
});
export type ConsentState = z.infer<typeof consentState>;

/** One purpose decided against the version read (a newer version refuses: 40930). */
export const consentChoice = z.strictObject({
  purpose: consentPurpose,
  version: z.number().int().positive(),
  decision: consentDecisionKind,
});

/** The patient's own decisions, one or more purposes at once. */
export const consentDecide = z.strictObject({
  decisions: z.array(consentChoice).min(1, '请至少选择一项').max(consentPurposes.length),
});
export type ConsentDecide = z.infer<typeof consentDecide>;

/** A paper consent recorded by a clinician: its scan and each purpose decided on it. */
export const paperConsent = z.strictObject({
  patientId: z.number().int().positive(),
  /** The uploaded scan (`/api/oss/file/{id}`, module `consent`: an image or a PDF). */
  scanUrl: z.string().regex(/^\/api\/oss\/file\/[0-9a-fA-F-]{36}$/, '请上传纸质同意书的扫描件'),
  decisions: z
    .array(
      z.strictObject({
        purpose: consentPurpose,
        version: z.number().int().positive(),
        decision: z.enum(['accepted', 'declined']),
      }),
    )
    .min(1, '请至少选择一项')
    .max(consentPurposes.length),
});
export type PaperConsent = z.infer<typeof paperConsent>;

/** Whose consent a clinician reads. */
export const consentPatientQuery = z.strictObject({
  patientId: z.coerce.number().int().positive(),
});
