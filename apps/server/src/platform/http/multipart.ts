import multipart from '@fastify/multipart';
import { maxUploadBytes } from '@cep/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart bodies, for `POST /api/oss/file/upload` only (the only multipart row). The body is not
 * parsed up front: the upload handler reads the `file` part as a stream through `request.file()`,
 * after the access gate, so an unauthenticated request never gets its file buffered. The limits
 * bound what one request can make busboy do: one file of at most 2 MB (beyond that the part is
 * cut and `toBuffer()` throws, nothing is stored), and a handful of small fields and headers.
 * Fastify's JSON `bodyLimit` does not apply here (multipart is streamed, not parsed by Fastify).
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      files: 1,
      fileSize: maxUploadBytes,
      fields: 5,
      fieldNameSize: 100,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 20,
    },
    throwFileSizeLimit: true,
  });
}
