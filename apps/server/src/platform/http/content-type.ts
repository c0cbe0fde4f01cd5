import type { IncomingMessage } from 'node:http';
import { fhirJsonType, type CallDef } from '@cep/contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ApiError } from './api-error';

/** The media types each encoding of the table of calls may be sent as. */
const mediaTypes: Record<NonNullable<CallDef['encoding']>, readonly string[]> = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded'],
  multipart: ['multipart/form-data'],
  // A FHIR resource: a HIS sends FHIR's own type, a browser plain JSON.
  fhirJson: [fhirJsonType, 'application/json'],
};

/**
 * FHIR's JSON (`application/fhir+json`) is read as JSON, by Fastify's own parser (its prototype
 * poisoning checks included), within the route's body limit. The gate below still decides which
 * rows take it.
 */
export function registerFhirJsonParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    fhirJsonType,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
}

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
  const refusal = `不支持的请求格式，此接口只接受 ${expected.join(' 或 ')}`;
  return (request, _reply, done) => {
    if (
      !carriesBody(request.raw) ||
      expected.includes(mediaTypeOf(request.headers['content-type']))
    ) {
      done();
      return;
    }
    done(new ApiError(41501, refusal));
  };
}
