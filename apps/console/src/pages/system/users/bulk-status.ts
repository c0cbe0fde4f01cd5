import type { User, UserStatus } from '@cep/contract';

export interface BulkStatusPlan {
  /** The accounts to change: selected, not the signed-in one, and not already in that status. */
  ids: number[];
  /** The signed-in account was selected and is left alone (the server refuses it anyway). */
  skippedSelf: boolean;
}

/**
 * Which selected accounts a bulk 启用 / 停用 changes. The selection holds row ids (text) of the
 * rows on screen; the signed-in account is skipped with a message rather than sent to be
 * refused, and accounts already in the status are not sent at all.
 */
export function planBulkStatus(
  selectedIds: readonly string[],
  rows: readonly Pick<User, 'id' | 'status'>[],
  selfId: number | undefined,
  status: UserStatus,
): BulkStatusPlan {
  const selected = new Set(selectedIds);
  const chosen = rows.filter((row) => selected.has(String(row.id)));
  return {
    ids: chosen.filter((row) => row.id !== selfId && row.status !== status).map((row) => row.id),
    skippedSelf: chosen.some((row) => row.id === selfId),
  };
}
