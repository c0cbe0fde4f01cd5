import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { type ImageType } from './images';

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

/**
 * Whether the bytes are a PDF (its header, `%PDF-`). Only the scan of a paper consent may be one
 * (issue 32): it is kept as sent, since a PDF cannot be re-encoded like an image, and it is served
 * only to the patient's care team, with the sandboxing CSP of every file.
 */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

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
