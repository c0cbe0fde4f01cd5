import { z } from 'zod';
import { sex } from './enums';

/*
 * Patients imported from the hospital's HIS (issue 31, part 2): an admin posts a FHIR R4 Bundle of
 * Patient resources, reads the preview (what would be added, what is already there, what clashes,
 * what is wrong), and confirms it; only the confirmation writes, in one transaction.
 */

/** The bounds of one import: entries per Bundle, and bytes of the Bundle as sent. */
export const patientImportLimits = {
  maxEntries: 1000,
  maxBodyBytes: 5 * 1024 * 1024,
  /** How long a preview may be confirmed. */
  previewTtlMs: 30 * 60 * 1000,
} as const;

/**
 * The body of the preview: a FHIR Bundle (any type: collection, transaction, batch, searchset).
 * Only its frame is checked here; each entry's Patient is checked by the server, which answers an
 * OperationOutcome per wrong entry instead of refusing the whole Bundle.
 */
export const patientImportBundle = z
  .object({
    resourceType: z.literal('Bundle', {
      error: '请求体必须是 FHIR Bundle（resourceType 为 Bundle）',
    }),
    entry: z
      .array(
        z
          .object(
            {
              fullUrl: z.string().max(2000, 'fullUrl 不能超过2000个字符').optional(),
              resource: z.unknown(),
            },
            { error: 'Bundle.entry 的每一项必须是对象' },
          )
          .loose(),
        { error: 'Bundle 中没有 entry' },
      )
      .min(1, 'Bundle 中没有任何条目')
      .max(
        patientImportLimits.maxEntries,
        `一次最多导入 ${patientImportLimits.maxEntries} 个条目，请分批导入`,
      ),
  })
  .loose();
export type PatientImportBundle = z.infer<typeof patientImportBundle>;

/**
 * What the preview says of an entry: `new` (no patient has its identifiers: it will be added),
 * `match` (a patient has them and the same name, sex and birth date: empty fields of that record
 * are filled), `conflict` (a patient has them but differs, or the identifiers point at two
 * patients: left alone, for a person to sort out), `invalid` (not a valid Patient: see `outcome`).
 */
export const patientImportStatus = z.enum(['new', 'match', 'conflict', 'invalid']);
export type PatientImportStatus = z.infer<typeof patientImportStatus>;

/** A field in which the HIS's patient and ours differ (a conflict). */
export const patientImportDifference = z.enum([
  /** The name. */
  'name',
  /** The sex. */
  'sex',
  /** The birth date. */
  'birthDate',
  /** Ours has another medical record number. */
  'medicalRecordNumber',
  /** Ours has another resident ID card. */
  'identityCard',
  /** The medical record number is one patient's, the ID card another's. */
  'twoPatients',
  /** The account name the new patient would get (`mr` + record number) is taken. */
  'username',
]);
export type PatientImportDifference = z.infer<typeof patientImportDifference>;

/** A FHIR OperationOutcome: why one entry cannot be imported. */
export const importOutcome = z.object({
  resourceType: z.literal('OperationOutcome'),
  issue: z.array(
    z.object({
      severity: z.enum(['fatal', 'error', 'warning', 'information']),
      code: z.string(),
      diagnostics: z.string(),
      /** FHIRPath of the element, e.g. `Bundle.entry[3].resource.birthDate`. */
      expression: z.array(z.string()).optional(),
    }),
  ),
});
export type ImportOutcome = z.infer<typeof importOutcome>;

/** One entry of the preview. `index` is its place in `Bundle.entry` (from 0). */
export const patientImportEntry = z.object({
  index: z.number().int(),
  status: patientImportStatus,
  fullUrl: z.string().optional(),
  /** What the entry says, as far as it could be read; the ID card masked. */
  summary: z.object({
    name: z.string().nullable(),
    sex: sex.nullable(),
    birthDate: z.string().nullable(),
    mrn: z.string().nullable(),
    idCardMasked: z.string().nullable(),
  }),
  /** The patient it matches or clashes with. */
  patientId: z.number().int().optional(),
  differences: z.array(patientImportDifference).optional(),
  outcome: importOutcome.optional(),
});
export type PatientImportEntry = z.infer<typeof patientImportEntry>;

export const patientImportCounts = z.object({
  new: z.number().int(),
  match: z.number().int(),
  conflict: z.number().int(),
  invalid: z.number().int(),
});
export type PatientImportCounts = z.infer<typeof patientImportCounts>;

export const patientImportPreview = z.object({
  previewId: z.uuid(),
  /** After this instant the preview can no longer be confirmed (ISO 8601). */
  expiresAt: z.string(),
  counts: patientImportCounts,
  entries: z.array(patientImportEntry),
});
export type PatientImportPreview = z.infer<typeof patientImportPreview>;

export const patientImportConfirm = z.strictObject({
  previewId: z.uuid({ error: '预览编号无效' }),
});
export type PatientImportConfirm = z.infer<typeof patientImportConfirm>;

/** What the confirmation did: patients added, matched records completed, entries left out. */
export const patientImportResult = z.object({
  previewId: z.uuid(),
  imported: z.number().int(),
  /** Matched records that had empty fields the HIS filled (medical record number, birth date…). */
  updated: z.number().int(),
  /** Conflicting and invalid entries, not imported. */
  skipped: z.number().int(),
  /** The new patients' ids, in the Bundle's order. */
  patientIds: z.array(z.number().int()),
});
export type PatientImportResult = z.infer<typeof patientImportResult>;
