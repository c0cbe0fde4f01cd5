import type { AuditOutcome } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

/** One audited event. `entityId` is the record's id as text (`null` for lists and sign-in). */
export interface AuditEvent {
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  ip: string | null;
  outcome: AuditOutcome;
}

/**
 * Appends to the audit log. Called for every write, every sign-in/out and every read of a patient
 * record, successful or not; the log is append-only (no call updates or deletes it).
 */
export async function recordAudit(db: Kysely<Tables>, event: AuditEvent): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: event.actorId,
      actor_name: event.actorName,
      action: event.action,
      entity: event.entity,
      entity_id: event.entityId == null ? null : String(event.entityId),
      ip: event.ip,
      outcome: event.outcome,
    })
    .execute();
}
