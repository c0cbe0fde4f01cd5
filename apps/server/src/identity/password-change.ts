import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { inTransaction } from '../platform/db/transaction';

/**
 * Stores a user's new password hash and ends every other session of theirs (a thief holding one
 * must not outlive the change), keeping `keepSession`: the one that made the change.
 */
export async function replacePassword(
  db: Kysely<Tables>,
  userId: number,
  passwordHash: string,
  keepSession: Buffer,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('token_hash', '!=', keepSession)
      .execute();
  });
}
