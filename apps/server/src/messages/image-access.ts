import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import type { FileReadRule } from '../platform/files/files';
import { ApiError } from '../platform/http/api-error';

/** Whether `userId` may see the message picture `fileId`: its uploader, or a person it was sent to. */
export async function mayViewMessageImage(
  db: Kysely<Tables>,
  userId: number,
  fileId: string,
  ownerId: number | null,
): Promise<boolean> {
  if (ownerId === userId) return true;
  const { rows } = await sql<{ allowed: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM messages m
        JOIN conversation_members cm ON cm.conversation_id = m.conversation_id
       WHERE m.image_id = ${fileId}::uuid AND cm.user_id = ${userId}) AS allowed`.execute(db);
  return rows[0]?.allowed === true;
}

/** The read rule of pictures sent in messages (module `message`): the conversation's two people. */
export const messagePictureRule: FileReadRule = async (file, caller, sql) => {
  const session = await caller();
  if (!(await mayViewMessageImage(sql, session.userId, file.id, file.ownerId))) {
    throw new ApiError(40301, '只能查看自己会话中的图片');
  }
  return 'personal';
};
