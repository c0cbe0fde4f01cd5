import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '../db/schema';
import { ApiError } from '../http/api-error';

/*
 * No silent lost update (issue 28, item 7). A record a person edits carries a revision; every
 * write raises it, and an update names the revision its form was loaded at. Two saves from the same
 * revision: the first wins, the second is refused with 40902 and changes nothing, so the second
 * editor learns of the first's change instead of erasing it.
 */

/** The tables whose rows carry a `revision` (migrations 0014 and 0025). */
export type RevisedTable =
  | 'training_plans'
  | 'assessments'
  | 'patients'
  | 'doctors'
  | 'users'
  | 'announcements'
  | 'patient_groups';

/**
 * Claims the write of row `id` for an edit based on `revision`: one statement raises the row's
 * revision only while it still is `revision`, and locks the row until the transaction ends. A
 * second save from the same revision waits on that lock, then finds the row moved on → 40902. No
 * row → 40401 with `missing`. Call it first in the write's transaction (after the caller's access
 * checks), and leave `revision` out of the write's own SET. Resolves the row's new revision.
 */
export async function claimRevision(
  trx: Kysely<Tables>,
  table: RevisedTable,
  id: number,
  revision: number,
  missing: string,
): Promise<number> {
  const claimed = await sql<{ revision: number }>`
    UPDATE ${sql.table(table)} SET revision = revision + 1
     WHERE id = ${id} AND revision = ${revision}
    RETURNING revision`.execute(trx);
  const row = claimed.rows[0];
  if (row) return row.revision;
  const current = await sql<{ revision: number }>`
    SELECT revision FROM ${sql.table(table)} WHERE id = ${id}`.execute(trx);
  if (!current.rows[0]) throw new ApiError(40401, missing);
  throw new ApiError(40902);
}

/**
 * `revision + 1`, for the SET of a write that changes a record without an edit's revision (a change
 * of state, roles, a name copied from another record): a form loaded before it is then stale.
 */
export function nextRevision(): RawBuilder<number> {
  return sql<number>`revision + 1`;
}
