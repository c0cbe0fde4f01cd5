import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { ApiError } from '../http/api-error';
import { requestSession } from '../auth/request-session';
import type { Session } from '../auth/sessions';
import { audited } from '../calls/audited';
import { signedIn, type Handler } from '../calls/context';
import { reencodeImage } from './images';
import { fileUrl, imageTypeOf, isPdf, readFilePart } from './uploads';

/** A stored file as its read rule sees it (no bytes). */
export interface StoredFile {
  id: string;
  /** The upload's `module` (avatar, patient, post, message …). */
  module: string;
  /** The patient record the file belongs to, once one took it. */
  patientId: number | null;
  /** The account that uploaded it. */
  ownerId: number | null;
}

/**
 * Who may read the files of one module. Answers 'public' (anyone: an <img> sends no token) or
 * 'personal' (only callers the rule let through; cached by their browser alone), or throws 40301.
 * `caller()` authenticates the request's token, for rules that need to know who asks.
 */
export type FileReadRule = (
  file: StoredFile,
  caller: () => Promise<Session>,
  sql: Kysely<Tables>,
) => Promise<'public' | 'personal'>;

/** The read rule of each module that has its own, and the rule of every other file. */
export interface FileReadRules {
  byModule: Readonly<Record<string, FileReadRule>>;
  otherwise: FileReadRule;
}

/** A UUID as the database writes it (any case accepted; PostgreSQL's uuid ignores case). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Uploads and downloads of stored files. The platform stores and serves them; who may read a
 * file is its domain's rule (`rules`, wired in src/handlers.ts: a patient's picture, a group
 * post's picture, a message's picture).
 */
export function fileHandlers(rules: FileReadRules): {
  uploadFile: Handler<'uploadFile'>;
  getFile: Handler<'getFile'>;
} {
  return {
    /**
     * Stores an image in the database (so every instance serves it) and answers its URL. The image
     * is decoded and re-encoded first (images.ts): no metadata, nothing but pixels. The gate
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
          const pdf = query.module === 'consent' && isPdf(upload);
          if (!type && !pdf) {
            throw new ApiError(
              41501,
              query.module === 'consent'
                ? '不支持的文件类型，仅支持 PDF 或 JPEG、PNG、GIF、BMP 图片'
                : '不支持的文件类型，仅支持 JPEG、PNG、GIF、BMP 图片',
            );
          }
          // Only what decodes as a whole image is kept, re-encoded without its metadata (a paper
          // consent's PDF is kept as sent: uploads.ts, isPdf).
          const image = type
            ? await reencodeImage(upload, type)
            : { contentType: 'application/pdf', bytes: upload };
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
     * changes (a new upload gets a new id), so its id is a strong ETag. A personal file (its
     * module's rule says so) is cached only by the caller's browser and revalidated each time,
     * since who may see it can change; a public one for a year.
     */
    async getFile(ctx): Promise<FastifyReply> {
      const { reply, request } = ctx;
      const id = ctx.params.id.toLowerCase();
      if (!uuidPattern.test(id)) throw new ApiError(40401, '文件不存在');
      const row = await ctx.sql
        .selectFrom('files')
        .select(['content_type', 'patient_id', 'owner_id', 'module'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new ApiError(40401, '文件不存在');
      const file: StoredFile = {
        id,
        module: row.module,
        patientId: row.patient_id,
        ownerId: row.owner_id,
      };
      // Who asks, with the session's configured lifetime, like every call.
      const caller = () => requestSession(request, ctx.db.pool, ctx.settings.sessionMaxAgeMs);
      const rule = rules.byModule[file.module] ?? rules.otherwise;
      const personal = (await rule(file, caller, ctx.sql)) === 'personal';

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
      return reply.header('content-disposition', 'inline').type(row.content_type).send(bytes);
    },
  };
}

/** Whether an If-None-Match header names `etag`. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag);
}
