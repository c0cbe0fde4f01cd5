import { toAuditEntry } from '../platform/audit/audit';
import { containsPattern, fetchPage, offsetOf } from '../platform/lists/list-query';
import type { Handler } from '../platform/calls/context';

/**
 * The audit log, newest first, for admins (the gate checked `audit:list`). Filters: `actor`
 * contains (in the actor's name, literally: `%` and `_` are plain characters); `action`, `entity`,
 * `entityId`, `actorId` and `outcome` exact (action, entity + id and actor each have an index,
 * migration 0012); `from`/`to` epoch milliseconds on the time, both ends included. Reading the log
 * is not itself logged: it is not a write nor a patient record.
 */
export const auditHandlers: { listAudit: Handler<'listAudit'> } = {
  async listAudit(ctx) {
    const { query } = ctx;
    let select = ctx.sql.selectFrom('audit_log');
    if (query.actor !== undefined) {
      select = select.where('actor_name', 'ilike', containsPattern(query.actor));
    }
    if (query.action !== undefined) select = select.where('action', '=', query.action);
    if (query.entity !== undefined) select = select.where('entity', '=', query.entity);
    if (query.entityId !== undefined) select = select.where('entity_id', '=', query.entityId);
    if (query.actorId !== undefined) select = select.where('actor_id', '=', query.actorId);
    if (query.outcome !== undefined) select = select.where('outcome', '=', query.outcome);
    if (query.from !== undefined) select = select.where('at', '>=', new Date(query.from));
    // `at` has microseconds, `time` shows milliseconds: `to` takes in its whole millisecond, so an
    // entry shown at time T is found with to = T.
    if (query.to !== undefined) select = select.where('at', '<', new Date(query.to + 1));

    return fetchPage(
      query,
      () =>
        select
          .selectAll()
          // The id breaks ties between lines written in the same microsecond, newest still first.
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset(offsetOf(query))
          .execute(),
      async () =>
        (
          await select
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      toAuditEntry,
    );
  },
};
