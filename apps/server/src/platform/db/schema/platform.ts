import type { ColumnType, Generated } from 'kysely';
import type { TimestampDefaultNow } from './columns';

/* What the platform keeps for every area: files, the audit log, client errors, row counts. Mirrors migrations/*.sql, which are the truth: keep this in step. */

export interface FilesTable {
  id: Generated<string>;
  module: string;
  content_type: string;
  size: number;
  bytes: Buffer;
  owner_id: number | null;
  /** The record whose picture this is (migration 0009); deleted with it. */
  patient_id: Generated<number | null>;
  doctor_id: Generated<number | null>;
  created_at: TimestampDefaultNow;
}
export interface AuditLogTable {
  id: Generated<string>;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  at: TimestampDefaultNow;
  ip: string | null;
  outcome: 'success' | 'denied' | 'failure';
  /** A read of patient data: purged after its retention age (0007); written lines are kept. */
  read: Generated<boolean>;
  /** What else the event was about: an export's filter and row count, a reveal's field (0011). */
  detail: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}
export interface ClientErrorsTable {
  id: Generated<string>;
  user_id: number | null;
  username: string | null;
  message: string;
  stack: string | null;
  vm: string | null;
  info: string | null;
  url: string;
  user_agent: string | null;
  at: TimestampDefaultNow;
  /** Migration 0012: identical reports are one row; how many, and when the first came. */
  repeats: Generated<number>;
  first_at: TimestampDefaultNow;
  fingerprint: Generated<string>;
}
/** Exact row counts kept by triggers (migration 0003), for the totals of unfiltered lists. */
export interface RowCountsTable {
  table_name: 'users' | 'doctors' | 'patients';
  n: string;
}

/** One open long-lived connection (migration 0027, src/platform/live/live-connections.ts). */
export interface LiveConnectionsTable {
  id: string;
  instance_id: string;
  kind: string;
  user_id: number;
  network: string;
  opened_at: TimestampDefaultNow;
  seen_at: TimestampDefaultNow;
}

export interface PlatformTables {
  files: FilesTable;
  audit_log: AuditLogTable;
  row_counts: RowCountsTable;
  client_errors: ClientErrorsTable;
  live_connections: LiveConnectionsTable;
}
