import { errorCodes, type ApiCode } from '@cep/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError } from './api-error';
import { sendError } from './envelope';
import { isFhirPath, sendOperationOutcome } from './operation-outcome';

/**
 * Every error leaves as the contract's error envelope. Our own ApiError keeps
 * its code and message; Fastify's client errors (bad JSON, body too large,
 * wrong content type…) map by HTTP status; a database that cannot be reached
 * answers 50302 (503); anything else is a bug: logged in full, answered 50000
 * with the generic message only, so
 * no stack trace, SQL or internal name reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // The FHIR interface answers its errors as OperationOutcome, the API as the envelope.
    const send = isFhirPath(request.url) ? sendOperationOutcome : sendError;
    if (error instanceof ApiError) {
      request.log.info({ code: error.code }, error.message);
      return send(reply, error.code, error.message);
    }
    const code = error.statusCode !== undefined ? clientErrorCode(error.statusCode) : undefined;
    if (code !== undefined) {
      request.log.info({ err: error }, 'client error');
      return send(reply, code);
    }
    if (isDatabaseUnavailable(error)) {
      // An outage of the database (a restart, a failover): "try again", not "the server is broken".
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, 50302);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 50000);
  });
}

/**
 * Errors Fastify meets before routing (its `frameworkErrors` option): a URL that does not decode
 * (`/api/patientInformation/%ED%A0%80`, a lone surrogate) used to get Fastify's own JSON instead of
 * the envelope. Always the client's: 40001.
 */
export function frameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, 'malformed request');
  const send = isFhirPath(request.url) ? sendOperationOutcome : sendError;
  void send(reply, 40001, `${errorCodes[40001].message}：请求地址格式错误`);
}

function clientErrorCode(status: number): Exclude<ApiCode, 200> | undefined {
  switch (status) {
    case 403:
      return 40301;
    case 404:
      return 40401;
    case 409:
      return 40901;
    case 413:
      return 41301;
    case 415:
      return 41501;
    case 429:
      return 42901;
    case 503: // the request timeout (REQUEST_TIMEOUT): a slow answer, not our bug
      return 50301;
    default:
      // Any other 4xx from Fastify is a malformed request (invalid JSON, bad header…).
      return status >= 400 && status < 500 ? 40001 : undefined;
  }
}

/** `/api` and everything under it belong to the API, never to the console. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
