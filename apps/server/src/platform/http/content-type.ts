import type { IncomingMessage } from 'node:http';
import type { CallDef } from '@cep/contract';
import type { onRequestHookHandler } from 'fastify';
import { ApiError } from './api-error';

/** The one media type each encoding of the table of calls is sent as. */
const mediaTypes: Record<NonNullable<CallDef['encoding']>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** Whether the request says it has a body (a length above 0, or chunks). */
export function carriesBody(raw: IncomingMessage): boolean {
  if (raw.headers['transfer-encoding'] !== undefined) return true;
  const length = raw.headers['content-length'];
  return length !== undefined && length !== '0';
}

/** `application/json; charset=utf-8` → `application/json`. */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * One content type per call, checked before any byte of the body is read: a JSON call refuses a
 * form-encoded or text body (the form parser is there for login only, and used to fill JSON calls
 * too), login refuses JSON, the upload refuses anything but multipart. A body of another type is
 * 41501; a request without a body goes on (its schema says what is missing).
 */
export function contentTypeGate(encoding: CallDef['encoding']): onRequestHookHandler {
  const expected = mediaTypes[encoding ?? 'json'];
  const refusal = `不支持的请求格式，此接口只接受 ${expected}`;
  return (request, _reply, done) => {
    if (!carriesBody(request.raw) || mediaTypeOf(request.headers['content-type']) === expected) {
      done();
      return;
    }
    done(new ApiError(41501, refusal));
  };
}
