import { errorCodes, type ApiCode, type ApiErrorBody, type ApiSuccess } from '@cep/contract';
import type { FastifyReply } from 'fastify';

/** The success envelope of the contract around `data`. */
export function ok<T>(data: T): ApiSuccess<T> {
  return { code: 200, message: errorCodes[200].message, data, success: true };
}

/**
 * Sends the error envelope with the HTTP status the contract assigns to `code`, and the request's
 * id (its X-Request-Id, the `reqId` of its log lines) so the user can quote it.
 */
export function sendError(
  reply: FastifyReply,
  code: Exclude<ApiCode, 200>,
  message?: string,
): FastifyReply {
  const body: ApiErrorBody = {
    code,
    message: message ?? errorCodes[code].message,
    data: null,
    success: false,
    requestId: reply.request.id,
  };
  return reply.code(errorCodes[code].httpStatus).type('application/json; charset=utf-8').send(body);
}
