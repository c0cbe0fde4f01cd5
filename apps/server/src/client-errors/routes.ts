import { sql } from 'kysely';
import { toClientErrorEntry } from './client-errors';
import { fetchPage, offsetOf } from '../platform/lists/list-query';
import { signedIn, type Handler } from '../platform/calls/context';

/**
 * Errors the console caught (its error log, spec §4/§8), stored so they survive a reload. Only a
 * signed-in user can report (an anonymous endpoint would let anyone fill the database); errors
 * before sign-in stay in the page's own log. The contract bounds every field. Reports are stored
 * as text and shown as text: nothing in them is ever rendered as HTML.
 */
const reportClientError: Handler<'reportClientError'> = async (ctx) => {
  const { session, body } = signedIn(ctx);
  const userAgent = ctx.request.headers['user-agent'];
  await ctx.sql
    .insertInto('client_errors')
    .values({
      user_id: session.userId,
      username: session.username,
      message: body.message,
      stack: body.stack ?? null,
      vm: body.vm ?? null,
      info: body.info ?? null,
      url: body.url,
      user_agent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
    })
    // The same report again (message, page, user, user agent: the fingerprint, migration 0012)
    // counts a repeat on its row and keeps the latest details.
    .onConflict((oc) =>
      oc.column('fingerprint').doUpdateSet((eb) => ({
        repeats: sql<number>`${eb.ref('client_errors.repeats')} + 1`,
        at: sql<Date>`now()`,
        stack: eb.ref('excluded.stack'),
        vm: eb.ref('excluded.vm'),
        info: eb.ref('excluded.info'),
        user_id: eb.ref('excluded.user_id'),
      })),
    )
    .execute();
  return null;
};

/**
 * Newest first (by latest repeat), for admins (the gate checked `audit:list`). Identical reports
 * are one entry with their count.
 */
const listClientErrors: Handler<'listClientErrors'> = (ctx) => {
  const { query } = ctx;
  return fetchPage(
    query,
    () =>
      ctx.sql
        .selectFrom('client_errors')
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset(offsetOf(query))
        .execute(),
    async () =>
      (
        await ctx.sql
          .selectFrom('client_errors')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    toClientErrorEntry,
  );
};

export const clientErrorHandlers: {
  reportClientError: Handler<'reportClientError'>;
  listClientErrors: Handler<'listClientErrors'>;
} = { reportClientError, listClientErrors };
