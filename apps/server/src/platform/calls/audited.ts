import type { CallName } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { ApiError } from '../http/api-error';
import { recordAudit, type ReadLine } from '../audit/audit';
import type { CallContext } from './context';

/** What the audit log says was acted on: the call's name, its entity and the record's id. */
export interface AuditTarget {
  action: CallName;
  entity: string;
  entityId?: string | number | null;
  /** A read of patient data: see `AuditEvent.read`. */
  read?: boolean;
  /** What else the event was about (see `AuditEvent.detail`). */
  detail?: Record<string, unknown>;
}

/**
 * Runs `work` and appends its outcome to the audit log: 'success' when it returns, 'denied' when a
 * record-level check refused (40301), 'failure' for any other error (not found, conflict, outage).
 * `idOf` names the record after the fact (the id an add just created, the ids a list showed).
 *
 * A write runs in one transaction with its 'success' line: `work` gets that transaction as `sql`
 * and must make its changes through it, so a committed change without its audit line cannot
 * happen (if the audit insert fails, the change rolls back). A read gets the plain pool and its
 * line is written after it (see `AuditEvent.read`). A refused or failed call's line is written
 * after its transaction rolled back.
 */
export async function audited<N extends CallName, T>(
  ctx: CallContext<N>,
  target: AuditTarget,
  work: (sql: Kysely<Tables>) => Promise<T>,
  idOf?: (result: T) => string | number | null,
  detailOf?: (result: T) => Record<string, unknown>,
): Promise<T> {
  const success = (result: T) => ({
    ...target,
    entityId: idOf ? idOf(result) : target.entityId,
    detail: detailOf ? detailOf(result) : target.detail,
    outcome: 'success' as const,
  });
  try {
    if (target.read) {
      const result = await work(ctx.sql);
      await ctx.audit(success(result));
      return result;
    }
    return await inTransaction(ctx.sql, async (trx) => {
      const result = await work(trx);
      await recordAudit(trx, { ...success(result), ...actorOf(ctx) });
      return result;
    });
  } catch (error) {
    return auditFailure(ctx, target, error);
  }
}

/**
 * A read whose 'success' line its own statement writes (platform/audit/audit.ts `readLineCtes`): `work`
 * gets the line (the caller as actor, the call's action and entity) and must write it with the
 * rows it reads, in one statement. A refused or failed read's line is written after, as by
 * `audited`.
 */
export async function auditedRead<N extends CallName, T>(
  ctx: CallContext<N>,
  target: Pick<AuditTarget, 'action' | 'entity'>,
  work: (line: ReadLine) => Promise<T>,
): Promise<T> {
  try {
    return await work({ action: target.action, entity: target.entity, ...actorOf(ctx) });
  } catch (error) {
    return auditFailure(ctx, { ...target, read: true }, error);
  }
}

/** Appends the line of a call that threw ('denied' for 40301, else 'failure'), then rethrows. */
export async function auditFailure<N extends CallName>(
  ctx: CallContext<N>,
  target: AuditTarget,
  error: unknown,
): Promise<never> {
  const outcome = error instanceof ApiError && error.code === 40301 ? 'denied' : 'failure';
  try {
    await ctx.audit({ ...target, outcome });
  } catch (auditError) {
    // The original error is what the caller must see; the lost audit line is logged.
    ctx.request.log.error({ err: auditError }, 'audit log write failed');
  }
  throw error;
}

/** The caller as the audit log names them (what `ctx.audit` adds to an event). */
function actorOf<N extends CallName>(ctx: CallContext<N>) {
  return {
    actorId: ctx.session?.userId ?? null,
    actorName: ctx.session?.username ?? null,
    ip: ctx.ip,
  };
}

/** Record-level rules treat the admin role as "any record". */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes('admin');
}
