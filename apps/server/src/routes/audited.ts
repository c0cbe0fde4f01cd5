import type { CallName } from '@cep/contract';
import { ApiError } from '../http/api-error';
import type { CallContext } from './context';

/** What the audit log says was acted on: the call's name, its entity and the record's id. */
export interface AuditTarget {
  action: CallName;
  entity: string;
  entityId?: string | number | null;
  /** A read of patient data: see `AuditEvent.read`. */
  read?: boolean;
}

/**
 * Runs `work` and appends its outcome to the audit log: 'success' when it returns, 'denied' when a
 * record-level check refused (40301), 'failure' for any other error (not found, conflict, outage).
 * `idOf` names the record after the fact (the id an add just created, the ids a list showed).
 */
export async function audited<N extends CallName, T>(
  ctx: CallContext<N>,
  target: AuditTarget,
  work: () => Promise<T>,
  idOf?: (result: T) => string | number | null,
): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    const outcome = error instanceof ApiError && error.code === 40301 ? 'denied' : 'failure';
    try {
      await ctx.audit({ ...target, outcome });
    } catch (auditError) {
      // The original error is what the caller must see; the lost audit line is logged.
      ctx.request.log.error({ err: auditError }, 'audit log write failed');
    }
    throw error;
  }
  await ctx.audit({
    ...target,
    entityId: idOf ? idOf(result) : target.entityId,
    outcome: 'success',
  });
  return result;
}

/** Record-level rules treat the admin role as "any record". */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes('admin');
}
