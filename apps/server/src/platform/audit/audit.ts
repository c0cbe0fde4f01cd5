import type { AuditEntry, AuditOutcome } from '@cep/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuditLogTable, Tables } from '../db/schema';

/** One audited event. `entityId` is the record's id as text (`null` for lists and sign-in). */
export interface AuditEvent {
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  ip: string | null;
  outcome: AuditOutcome;
  /**
   * A read (a patient record or list shown). Its line is committed without waiting for the WAL
   * flush: reading patients is the hottest audited path, and a flush per read capped the patient
   * list at a third of its speed (bench/server). The cost: a PostgreSQL crash can lose the read
   * lines of its last moment (wal_writer_delay, 200 ms by default) — never a write's or a sign-in's
   * line, which stay synchronous.
   */
  read?: boolean;
  /** What else the event was about (an export's filter and row count, a reveal's field). */
  detail?: Record<string, unknown>;
}

/**
 * Appends to the audit log. Called for every write, every sign-in/out and every read of a patient
 * record, successful or not. The log is append-only: the server's database role may only INSERT
 * and SELECT it (platform/db/app-role.ts); the retention job purges old read lines through a function.
 */
export async function recordAudit(db: Kysely<Tables>, event: AuditEvent): Promise<void> {
  if (event.read) {
    // One statement, no transaction block: set_config(…, true) lasts to the end of this implicit
    // transaction, so only this insert commits asynchronously.
    await sql`WITH relaxed AS (SELECT set_config('synchronous_commit', 'off', true))
      INSERT INTO audit_log
             (actor_id, actor_name, action, entity, entity_id, ip, outcome, read, detail)
      SELECT ${event.actorId}::integer, ${event.actorName}, ${event.action}, ${event.entity},
             ${event.entityId == null ? null : String(event.entityId)}, ${event.ip},
             ${event.outcome}, true, ${detailOf(event)}::jsonb
        FROM relaxed`.execute(db);
    return;
  }
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
      detail: detailOf(event),
    })
    .execute();
}

/** Who read what, for a read line written by the reading statement itself (`readLineCtes`). */
export type ReadLine = Pick<AuditEvent, 'actorId' | 'actorName' | 'action' | 'entity' | 'ip'>;

/**
 * The CTEs (`relaxed`, then `logged`, for a `WITH` list) that append the 'success' read line of
 * `line` from inside the statement that reads: one round trip instead of two, and the rows cannot
 * leave without their line (the statement commits both or neither). `entityId` is an SQL
 * expression of the statement's own (the ids it shows); `detail`, one for the line's detail
 * (jsonb: a list's filter), if any. Committed like recordAudit's read lines:
 * without waiting for the WAL flush, only for this statement.
 */
export function readLineCtes(
  line: ReadLine,
  entityId: string,
  param: (value: unknown) => string,
  detail?: string,
): string {
  return `relaxed AS (SELECT set_config('synchronous_commit', 'off', true)),
  logged AS (
    INSERT INTO audit_log
           (actor_id, actor_name, action, entity, entity_id, ip, outcome, read, detail)
    SELECT ${param(line.actorId)}::integer, ${param(line.actorName)}::text,
           ${param(line.action)}::text, ${param(line.entity)}::text, ${entityId},
           ${param(line.ip)}::text, 'success', true, ${detail ?? 'NULL'}
      FROM relaxed
  )`;
}

/** A line of the log as the API shows it (also the dashboard's latest events). */
export function toAuditEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    // bigint identity: pg returns it as text; ids stay far below 2^53.
    id: Number(row.id),
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    time: row.at.getTime(),
    ip: row.ip,
    outcome: row.outcome,
    read: row.read,
    ...(row.detail === null ? {} : { detail: row.detail }),
  };
}

/** The detail as JSON text for the jsonb column (pg would send a plain object as-is). */
function detailOf(event: AuditEvent): string | null {
  return event.detail === undefined ? null : JSON.stringify(event.detail);
}
