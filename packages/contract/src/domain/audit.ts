import { z } from 'zod';
import { fromQueryText, idText } from './fields';
import { filterText, pageQuery } from './page';

/** Whether the audited action went through. */
export const auditOutcome = z.enum(['success', 'denied', 'failure']);
export type AuditOutcome = z.infer<typeof auditOutcome>;

/** One line of the audit log: who did what to which record, when, from where, and how it ended. */
export const auditEntry = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  time: z.number().int(),
  ip: z.string().nullable(),
  outcome: auditOutcome,
  /** A read of patient data (a record or a list shown), not a change. */
  read: z.boolean(),
  /** What else the event was about, when it says: an export's filter and row count, a reveal's field. */
  detail: z.record(z.string(), z.unknown()).optional(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/**
 * The latest time filter: the last millisecond of year 9999. A Date holds up to 8.64e15 ms (year
 * 275760), but the bound must be one every part reads back (a Date one millisecond later,
 * PostgreSQL, date pickers); beyond it the answer is 40001, not 50000.
 */
export const maxEpochMs = 253_402_300_799_999;

/** A time filter in epoch milliseconds, from 1970 to the end of year 9999. */
const epochMs = fromQueryText(
  z
    .number({ error: '时间必须是毫秒时间戳' })
    .int('时间必须是毫秒时间戳')
    .min(0, '时间不能早于1970年')
    .max(maxEpochMs, '时间超出范围'),
);

export const auditListQuery = pageQuery
  .extend({
    actor: filterText,
    action: filterText,
    entity: filterText,
    /** The record's id, exact (with `entity`: one record's history). */
    entityId: filterText,
    /** The acting account's id, exact (`actor` matches names). */
    actorId: idText.optional(),
    outcome: auditOutcome.optional(),
    from: epochMs.optional(),
    to: epochMs.optional(),
  })
  .strict();
export type AuditListQuery = z.infer<typeof auditListQuery>;
