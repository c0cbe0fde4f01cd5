import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { carriesBody } from './content-type';

/**
 * How long a request may take to send its body, from the moment its headers are in: a JSON or
 * form body is at most 100 KB, an upload 2 MB (60 s is 280 kbit/s, a bad hospital Wi-Fi).
 */
export const bodyDeadlines = { json: 15_000, upload: 60_000 };

/** The error a late body ends with: a 4xx, so the error handler answers 40001. */
function lateBody(): Error & { statusCode: number } {
  return Object.assign(new Error('request body not received in time'), { statusCode: 408 });
}

/**
 * A body that never finishes (a client that stops sending, slowly or on purpose) is cut at its
 * deadline instead of holding a connection and a handler open for ever. Only the body read: the
 * time a whole request may take is the request timeout's business (security.ts).
 *
 * JSON and form bodies are read by Fastify from the stream this hook hands over; at the deadline
 * that stream fails, so the request is answered 40001 and the connection closed. A multipart body
 * is read by busboy from the request itself: at the deadline it gets the error if it is reading
 * (→ 40001 from the upload handler), else the connection is cut.
 */
export function registerBodyDeadline(
  app: FastifyInstance,
  deadlines: typeof bodyDeadlines = bodyDeadlines,
): void {
  app.addHook('preParsing', (request, reply, payload, done) => {
    const raw = request.raw;
    if (!carriesBody(raw) || raw.complete) {
      done(null, payload);
      return;
    }
    const closeAfterAnswer = () => void reply.header('connection', 'close');
    if (request.isMultipart()) {
      const timer = setTimeout(() => {
        if (raw.complete || raw.destroyed) return;
        closeAfterAnswer();
        request.log.info('upload body not received in time');
        if (raw.listenerCount('error') > 0) raw.emit('error', lateBody());
        else raw.destroy();
      }, deadlines.upload);
      raw.once('end', () => clearTimeout(timer));
      raw.once('close', () => clearTimeout(timer));
      done(null, payload);
      return;
    }
    const body = new PassThrough();
    const timer = setTimeout(() => {
      closeAfterAnswer();
      request.log.info('request body not received in time');
      payload.unpipe(body);
      body.destroy(lateBody());
    }, deadlines.json);
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    payload.once('close', stop);
    payload.once('error', (error) => {
      stop();
      body.destroy(error);
    });
    payload.pipe(body);
    done(null, body);
  });
}
