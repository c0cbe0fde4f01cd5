import type { ColumnType, Generated } from 'kysely';
import type { TimestampDefaultNow } from './columns';

/** A patient's erasure request (issue 32 §5, migration 0041). */
export interface ErasureRequestsTable {
  id: Generated<number>;
  patient_id: number;
  asked_by: number | null;
  asked_by_name: string | null;
  asked_by_self: boolean;
  asked_at: TimestampDefaultNow;
  deadline: Date;
  status: ColumnType<
    'pending' | 'completed' | 'rejected',
    'pending' | 'completed' | 'rejected' | undefined,
    'pending' | 'completed' | 'rejected'
  >;
  reason: string | null;
  decided_by: number | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  statement: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface ErasureTables {
  erasure_requests: ErasureRequestsTable;
}
