import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { imageTypeOf } from '../platform/files/uploads';
import { reencodeImage } from '../platform/files/images';

/*
 * Pictures in messages: checked exactly as every upload is (platform/files/files.ts: the type from the
 * bytes, at most 2 MB, decoded and re-encoded by sharp so only pixels are kept), stored in `files`
 * as module 'message' with the sender as owner. Such a file is never public: the uploader may
 * fetch it (the preview before sending), and once sent, the conversation's two people.
 */

/** Checks and stores an uploaded picture for `ownerId`'s next message; answers its id. */
export async function storeMessageImage(
  db: Kysely<Tables>,
  ownerId: number,
  upload: Buffer,
): Promise<string> {
  const type = imageTypeOf(upload);
  if (!type) throw new ApiError(41501, '不支持的文件类型，仅支持 JPEG、PNG、GIF、BMP 图片');
  const image = await reencodeImage(upload, type);
  if (!image) throw new ApiError(41501, '图片内容无效或已损坏，请重新选择图片');
  // Pictures picked but never sent (the composer was closed) go after a day.
  await sql`DELETE FROM files f
     WHERE f.owner_id = ${ownerId} AND f.module = 'message'
       AND f.created_at < now() - interval '1 day'
       AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.image_id = f.id)`.execute(db);
  const row = await db
    .insertInto('files')
    .values({
      module: 'message',
      content_type: image.contentType,
      size: image.bytes.length,
      bytes: image.bytes,
      owner_id: ownerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
