import { Readable, finished } from 'node:stream';
import type { CallName } from '@cep/contract';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { auditFailure, type AuditTarget } from './audited';
import type { CallContext } from './context';

/*
 * A file streamed to the caller (a recording's EDF+ or CSV), with an honest audit line. The line
 * can only say how the download ended once it has: 'success' when the last byte went out,
 * 'failure' when it broke off — the client went away, the request's time limit cut it (the
 * handler timeout, REQUEST_TIMEOUT), or reading failed — with the bytes sent and why it stopped.
 * Breaking off stops the reading too: the response's end (or the request's abort signal) destroys
 * the stream, which ends the generator at its next step. A refusal or failure before the first
 * byte is audited as `audited` does.
 */

export interface Download {
  contentType: string;
  /** ASCII: it goes into content-disposition as is. */
  fileName: string;
  /**
   * The name in the person's words (Chinese), sent besides `fileName` as RFC 5987's `filename*`;
   * browsers prefer it, older clients keep the ASCII one.
   */
  displayName?: string;
  /** The file's size when known before it is written (sent as content-length). */
  byteLength?: number;
  /** The file's bytes, produced as the response takes them. */
  chunks: () => AsyncIterable<Uint8Array>;
}

/** Bytes buffered ahead of the socket: the stream reads no further until they leave. */
const AHEAD_BYTES = 1024 * 1024;

/** Why a download broke off, as its audit line says. */
export type DownloadStop = 'client' | 'timeLimit' | 'error';

export async function sendAuditedDownload<N extends CallName>(
  ctx: CallContext<N>,
  target: AuditTarget,
  prepare: (sql: Kysely<Tables>) => Promise<Download>,
): Promise<FastifyReply> {
  const { request, reply } = ctx;
  let download: Download;
  try {
    download = await prepare(ctx.sql);
    // The time limit answered (503) or the client left while the file was being planned.
    if (request.signal.aborted) throw request.signal.reason;
  } catch (error) {
    return auditFailure(ctx, target, error);
  }

  let bytes = 0;
  let failed = false;
  async function* counted(): AsyncGenerator<Uint8Array> {
    try {
      for await (const chunk of download.chunks()) {
        bytes += chunk.byteLength;
        yield chunk;
      }
    } catch (error) {
      failed = true;
      throw error;
    }
  }
  const body = Readable.from(counted(), { objectMode: false, highWaterMark: AHEAD_BYTES });

  // The client left or the time limit cut the response: stop reading even before a byte went out.
  request.signal.addEventListener('abort', () => body.destroy(), { once: true });
  // The line is written once the response is over and the reading has stopped (the stream closes
  // only after its generator has returned), so `bytes` is all that was read and nothing follows.
  const responseEnd = new Promise<Error | null | undefined>((resolve) =>
    finished(reply.raw, (error) => resolve(error)),
  );
  const readingEnd = new Promise<void>((resolve) => body.once('close', resolve));
  void Promise.all([responseEnd, readingEnd]).then(async ([error]) => {
    const stopped: DownloadStop | undefined = !error
      ? undefined
      : failed
        ? 'error'
        : isTimeLimit(request.signal.reason)
          ? 'timeLimit'
          : 'client';
    try {
      await ctx.audit({
        ...target,
        outcome: stopped ? 'failure' : 'success',
        detail: { ...target.detail, bytes, ...(stopped ? { stopped } : {}) },
      });
    } catch (auditError) {
      request.log.error({ err: auditError }, 'audit log write failed');
    }
  });

  reply
    .type(download.contentType)
    .header('content-disposition', contentDisposition(download))
    .header('cache-control', 'no-store');
  if (download.byteLength !== undefined) {
    reply.header('content-length', String(download.byteLength));
  }
  return reply.send(body);
}

/** `attachment; filename="…"`, with `filename*=UTF-8''…` (RFC 5987) when there is a display name. */
function contentDisposition(download: Download): string {
  const ascii = `attachment; filename="${download.fileName}"`;
  if (!download.displayName) return ascii;
  const encoded = encodeURIComponent(download.displayName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${ascii}; filename*=UTF-8''${encoded}`;
}

/** Fastify aborts the request's signal with this error when the handler timeout fires. */
function isTimeLimit(reason: unknown): boolean {
  return (
    typeof reason === 'object' &&
    reason !== null &&
    (reason as { code?: unknown }).code === 'FST_ERR_HANDLER_TIMEOUT'
  );
}
