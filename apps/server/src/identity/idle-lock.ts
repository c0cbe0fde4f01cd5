import type { IdleLockSettings } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { audited } from '../platform/calls/audited';
import { signedIn, type Handler } from '../platform/calls/context';

/*
 * The idle lock of shared terminals (issue 12): the admin sets the default and the range a user
 * may choose in the settings drawer; every signed-in user reads them. One row (migration 0012),
 * so every server instance answers the same.
 */

async function readIdleLock(db: Kysely<Tables>): Promise<IdleLockSettings> {
  const row = await db
    .selectFrom('idle_lock_settings')
    .select(['min_minutes', 'max_minutes', 'default_minutes'])
    .executeTakeFirstOrThrow();
  return {
    minMinutes: row.min_minutes,
    maxMinutes: row.max_minutes,
    defaultMinutes: row.default_minutes,
  };
}

const getIdleLockSettings: Handler<'getIdleLockSettings'> = (ctx) => readIdleLock(ctx.sql);

const saveIdleLockSettings: Handler<'saveIdleLockSettings'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'saveIdleLockSettings', entity: 'settings', entityId: 'idleLock' },
    async (sql) => {
      await sql
        .updateTable('idle_lock_settings')
        .set({
          min_minutes: body.minMinutes,
          max_minutes: body.maxMinutes,
          default_minutes: body.defaultMinutes,
          updated_at: new Date(),
          updated_by: session.userId,
        })
        .execute();
      return readIdleLock(sql);
    },
  );
};

export const settingsHandlers: {
  getIdleLockSettings: Handler<'getIdleLockSettings'>;
  saveIdleLockSettings: Handler<'saveIdleLockSettings'>;
} = { getIdleLockSettings, saveIdleLockSettings };
