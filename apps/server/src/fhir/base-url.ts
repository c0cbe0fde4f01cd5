import type { FastifyRequest } from 'fastify';

/**
 * The FHIR base URL as the caller reached it (`https://his-facing.example.cn/fhir/R4`), for a
 * Bundle's links and entries' `fullUrl`. Behind a trusted proxy (TRUST_PROXY) Fastify reads the
 * scheme and host from X-Forwarded-Proto/-Host; otherwise they are the connection's own.
 */
export function fhirBase(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}/fhir/R4`;
}
