import type { FastifyRequest } from 'fastify';

/**
 * The request's token: the `token` header, as sent, or else an `Authorization: Bearer` header (what
 * FHIR clients send, issue 31). A repeated header counts as absent.
 */
export function requestToken(request: FastifyRequest): string | undefined {
  const { token, authorization } = request.headers;
  if (typeof token === 'string') return token;
  if (typeof authorization !== 'string') return undefined;
  const bearer = /^Bearer +(\S+)$/i.exec(authorization);
  return bearer?.[1];
}
