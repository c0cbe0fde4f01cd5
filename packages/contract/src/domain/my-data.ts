import { z } from 'zod';

/*
 * 我的数据 (issue 32, item 3; PIPL Art. 45, the right to access and copy): a patient asks for a
 * copy of everything the platform holds about them; the server prepares one ZIP archive in the
 * background and the patient downloads it while it lasts.
 */

/** The bounds of the feature, shared by the server and the console's words. */
export const myDataLimits = {
  /** How long a ready archive may be downloaded; the retention job then deletes it. */
  keepDays: 7,
  /** Requests one patient may make in a day (each builds a whole archive). */
  perDay: 5,
} as const;

/**
 * Where a request is: `queued` (waiting for a server), `running` (being prepared), `ready` (the
 * archive may be downloaded), `failed` (may be asked again), `expired` (its archive is deleted).
 */
export const myDataStatus = z.enum(['queued', 'running', 'ready', 'failed', 'expired']);
export type MyDataStatus = z.infer<typeof myDataStatus>;

/** What the preparation is doing now, for the progress bar's words. */
export const myDataStep = z.enum([
  'queued',
  'profile',
  'assessments',
  'training',
  'community',
  'messages',
  'recordings',
  'reports',
  'fhir',
  'packing',
  'done',
]);
export type MyDataStep = z.infer<typeof myDataStep>;

/** One request for the patient's data. Times are ISO 8601. */
export const myDataRequest = z.object({
  id: z.uuid(),
  status: myDataStatus,
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  step: myDataStep,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When a ready archive will be deleted. */
  expiresAt: z.string().nullable(),
  /** The archive's size in bytes, once ready. */
  sizeBytes: z.number().int().nullable(),
  /** Why it failed, in words for the patient. */
  error: z.string().nullable(),
});
export type MyDataRequest = z.infer<typeof myDataRequest>;

/** The patient's latest request, null when they never asked (or its row was purged). */
export const myDataState = z.object({ request: myDataRequest.nullable() });
export type MyDataState = z.infer<typeof myDataState>;

export const myDataDownloadQuery = z.strictObject({
  id: z.uuid({ error: '下载编号无效' }),
});
export type MyDataDownloadQuery = z.infer<typeof myDataDownloadQuery>;
