import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { reencodeImage, type ImageType } from './images';
import { mayViewPostImage } from '../../community/post-images';
import { mayViewMessageImage } from '../../messages/image-access';
import { mayViewPatient } from '../../patients/patient-access';
import { authenticate } from '../auth/sessions';
import { audited } from '../calls/audited';
import { signedIn, type Handler } from '../calls/context';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Sizes of the BMP info headers in use (BITMAPCOREHEADER … BITMAPV5HEADER). */
const BMP_INFO_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/**
 * The file's type from its bytes only: the name and the Content-Type a client sends are theirs to
 * choose, so a script named x.jpg sent as image/jpeg is still not an image. `undefined` for
 * anything else (SVG too: it can carry script, and it is text, not one of the four formats).
 */
export function imageTypeOf(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  // 'BM' alone is two letters any text can start with ("BMW…"): also require the 14-byte file
  // header to be followed by an info header of a size BMP defines.
  if (
    bytes.length >= 26 &&
    head.startsWith('BM') &&
    BMP_INFO_HEADER_SIZES.has(bytes.readUInt32LE(14))
  ) {
    return 'image/bmp';
  }
  return undefined;
}

/** A UUID as the database writes it (any case accepted; PostgreSQL's uuid ignores case). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The URL a stored file is served at: what the upload answers and avatars hold. */
export function fileUrl(id: string): string {
  return `/api/oss/file/${id}`;
}

/**
 * The `file` part of a multipart request as bytes. Anything wrong with the body itself is the
 * client's: not multipart → 41501, no `file` part or a malformed body → 40001, the file beyond
 * 2 MB → 41301 (busboy stops at the limit, so at most 2 MB is ever held).
 */
export async function readFilePart(ctx: { request: FastifyRequest }): Promise<Buffer> {
  const { request } = ctx;
  if (!request.isMultipart()) {
    throw new ApiError(41501, '请以 multipart/form-data 格式上传，文件放在字段 file 中');
  }
  let part: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    part = await request.file();
    if (!part || part.fieldname !== 'file') {
      throw new ApiError(40001, '参数校验失败：file 请选择要上传的文件');
    }
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new ApiError(41301, '文件过大，不能超过2MB');
    }
    if (error instanceof request.server.multipartErrors.FilesLimitError) {
      throw new ApiError(40001, '参数校验失败：file 一次只能上传一个文件');
    }
    // Whatever busboy raises here (no boundary, truncated body, too many parts…) is about the
    // request's bytes, never about our state: the client's error, logged for the curious.
    request.log.info({ err: error }, 'malformed multipart body');
    throw new ApiError(40001, '参数校验失败：上传内容格式错误');
  }
  return bytes;
}

export const fileHandlers: {
  uploadFile: Handler<'uploadFile'>;
  getFile: Handler<'getFile'>;
} = {
  /**
   * Stores an image in the database (so every instance serves it) and answers its URL. The image
   * is decoded and re-encoded first (platform/files/images.ts): no metadata, nothing but pixels. The gate
   * already checked the token, `file:upload` and `module`. Audited, success or not.
   */
  async uploadFile(ctx) {
    const { session, query } = signedIn(ctx);
    const id = await audited(
      ctx,
      { action: 'uploadFile', entity: 'file' },
      async (sql) => {
        const upload = await readFilePart(ctx);
        const type = imageTypeOf(upload);
        if (!type) {
          throw new ApiError(41501, '不支持的文件类型，仅支持 JPEG、PNG、GIF、BMP 图片');
        }
        // Only what decodes as a whole image is kept, re-encoded without its metadata.
        const image = await reencodeImage(upload, type);
        if (!image) throw new ApiError(41501, '图片内容无效或已损坏，请重新选择图片');
        const row = await sql
          .insertInto('files')
          .values({
            module: query.module,
            content_type: image.contentType,
            size: image.bytes.length,
            bytes: image.bytes,
            owner_id: session.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
      (stored) => stored,
    );
    return fileUrl(id);
  },

  /**
   * Sends a stored file's bytes. Served so a browser never runs it: its real type, no sniffing,
   * shown inline, and a CSP that forbids everything should it be opened as a page. A file never
   * changes (a new upload gets a new id), so its id is a strong ETag.
   *
   * A patient's picture (linked to a patient record, or uploaded by a patient account) is patient
   * data: only for a signed-in caller who may see that patient (`mayViewPatient`: admin, the
   * patient, doctors), cached only by that browser and revalidated each time, since who may see
   * it can change. A picture sent in a message is served the same way, to the conversation's two
   * people only. Other pictures (doctors', the admin's) stay public: an <img> sends no token.
   */
  async getFile(ctx): Promise<FastifyReply> {
    const { reply, request } = ctx;
    const id = ctx.params.id.toLowerCase();
    if (!uuidPattern.test(id)) throw new ApiError(40401, '文件不存在');
    const file = await ctx.sql
      .selectFrom('files')
      .select(['content_type', 'patient_id', 'owner_id', 'module'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!file) throw new ApiError(40401, '文件不存在');

    // A group post's picture (issue 16) follows the post: its group's members and clinicians; a
    // picture sent in a message is for the conversation's two people only (messages/images.ts).
    // Both use the session's configured lifetime, like every call.
    const postPicture = file.module === 'post';
    const inMessage = file.module === 'message';
    const patientId =
      postPicture || inMessage
        ? undefined
        : (file.patient_id ?? (await uploadingPatient(ctx.sql, file.owner_id)));
    if (postPicture) {
      const session = await authenticate(
        ctx.db.pool,
        tokenHeader(request.headers.token),
        ctx.settings.sessionMaxAgeMs,
      );
      if (!(await mayViewPostImage(ctx.sql, session, id, file.owner_id))) {
        throw new ApiError(40301);
      }
    } else if (inMessage) {
      const session = await authenticate(
        ctx.db.pool,
        tokenHeader(request.headers.token),
        ctx.settings.sessionMaxAgeMs,
      );
      if (!(await mayViewMessageImage(ctx.sql, session.userId, id, file.owner_id))) {
        throw new ApiError(40301, '只能查看自己会话中的图片');
      }
    } else if (patientId !== undefined) {
      const session = await authenticate(ctx.db.pool, tokenHeader(request.headers.token));
      if (!(await mayViewPatient(ctx.sql, session, patientId))) throw new ApiError(40301);
    }
    const personal = postPicture || inMessage || patientId !== undefined;

    const etag = `"${id}"`;
    void reply
      .header(
        'cache-control',
        personal ? 'private, no-cache' : 'public, max-age=31536000, immutable',
      )
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (personal) void reply.header('vary', 'token');
    // The id is the content's identity: a cached copy of this URL is always current.
    if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const { bytes } = await ctx.sql
      .selectFrom('files')
      .select('bytes')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return reply.header('content-disposition', 'inline').type(file.content_type).send(bytes);
  },
};

/**
 * The patient record of the account that uploaded a file no record has taken yet (a portrait
 * between its upload and the form's save): still that patient's picture.
 */
async function uploadingPatient(
  sql: Kysely<Tables>,
  ownerId: number | null,
): Promise<number | undefined> {
  if (ownerId === null) return undefined;
  const row = await sql
    .selectFrom('patients')
    .innerJoin('users', 'users.id', 'patients.user_id')
    .select('patients.id')
    .where('patients.user_id', '=', ownerId)
    .where('users.user_auth', '=', '2')
    .executeTakeFirst();
  return row?.id;
}

/** The `token` header, as sent (a repeated header counts as absent). */
function tokenHeader(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Whether an If-None-Match header names `etag`. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag);
}
