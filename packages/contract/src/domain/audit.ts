import { z } from 'zod';
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
  /** What else the event was about, when it says: an export's filter and row count, a reveal's field. */
  detail: z.record(z.string(), z.unknown()).optional(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const epochMs = z.coerce.number({ error: '时间必须是毫秒时间戳' }).int().min(0);

export const auditListQuery = pageQuery
  .extend({
    actor: filterText,
    action: filterText,
    entity: filterText,
    outcome: auditOutcome.optional(),
    from: epochMs.optional(),
    to: epochMs.optional(),
  })
  .strict();
export type AuditListQuery = z.infer<typeof auditListQuery>;
