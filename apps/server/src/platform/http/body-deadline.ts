import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { carriesBody, mediaTypeOf } from './content-type';
import { jsonBodyLimit } from './security';

/**
 * How long a request may take to send its body once its headers are in: a JSON or form body is at
 * most 100 KB; an upload up to 2 MB (60 s is 280 kbit/s, a bad hospital Wi-Fi).
 */
export interface BodyDeadlines {
  json: number;
  upload: number;
}
export const bodyDeadlines: BodyDeadlines = { json: 15_000, upload: 60_000 };

/** The error a late body ends with: a 4xx, so the error handler answers 40001. */
function lateBody(): Error & { statusCode: number } {
  return Object.assign(new Error('request body not received in time'), { statusCode: 408 });
}

/**
 * A body that never finishes (a client that stops sending, slowly or on purpose) is cut at its
 * deadline instead of holding a connection and a handler open for ever. This is about the body
 * read only: how long a whole request may take is the request timeout's (security.ts).
 *
 * JSON and form bodies are read by Fastify from the stream this hook hands over; at the deadline
 * that stream fails, so the request is answered 40001 and the connection closed. A multipart body
 * is read by busboy from the request itself: at the deadline busboy gets the error if it is
 * reading (the upload handler answers 40001), otherwise the connection is cut.
 */
export function registerBodyDeadline(
  app: FastifyInstance,
  deadlines: BodyDeadlines = bodyDeadlines,
): void {
  app.addHook('preParsing', (request, reply, payload, done) => {
    const raw = request.raw;
    if (!carriesBody(raw) || raw.complete) {
      done(null, payload);
      return;
    }
    const closeAfterAnswer = () => void reply.header('connection', 'close');
    // A row that takes more than a JSON body's 100 KB (the patient import's Bundle, up to 5 MB)
    // gets an upload's time.
    const large = (request.routeOptions.bodyLimit ?? 0) > jsonBodyLimit;

    if (mediaTypeOf(request.headers['content-type']) === 'multipart/form-data') {
      const timer = setTimeout(() => {
        if (raw.complete || raw.destroyed) return;
        closeAfterAnswer();
        request.log.info('upload body not received in time');
        if (!reply.sent && raw.listenerCount('error') > 0) raw.emit('error', lateBody());
        else raw.destroy();
      }, deadlines.upload);
      raw.once('end', () => clearTimeout(timer));
      raw.once('close', () => clearTimeout(timer));
      done(null, payload);
      return;
    }

    const body = new PassThrough();
    // Fastify listens for this stream's errors while it reads it; when nothing reads it (a GET's
    // body, a reader gone after a refusal) a late error must not become an uncaught one.
    body.on('error', () => {});
    const timer = setTimeout(
      () => {
        request.log.info('request body not received in time');
        // Answered already without reading the body (a GET's body, a refusal): the connection
        // would wait for the rest for ever, so it goes.
        if (reply.sent) {
          raw.destroy();
          return;
        }
        closeAfterAnswer();
        payload.unpipe(body);
        body.destroy(lateBody());
      },
      large ? deadlines.upload : deadlines.json,
    );
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    // A client gone mid-body: the reader must not wait for an end that will never come.
    payload.once('close', () => {
      stop();
      if (!raw.complete && !body.destroyed) body.destroy(lateBody());
    });
    payload.once('error', (error) => {
      stop();
      body.destroy(error);
    });
    payload.pipe(body);
    done(null, body);
  });
}
