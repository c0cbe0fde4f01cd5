import { fhirJsonType } from '@cep/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../platform/http/api-error';

/*
 * How the FHIR interface answers (issue 31): FHIR JSON only. `_format` and the Accept header may ask
 * for JSON in any of its names; a request that accepts only XML (or anything else) gets 406 with
 * an OperationOutcome, as FHIR's "Content Types and encodings" says.
 */

/** `_format` values and media types that mean FHIR's JSON. */
const jsonNames = new Set(['json', 'application/json', fhirJsonType, 'application/json+fhir']);

/** The media type of an Accept entry or `_format`, without parameters (`; fhirVersion=4.0`). */
function mediaOf(value: string): string {
  return value.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** True when `accept` admits JSON (or anything); a missing Accept admits everything. */
function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((entry) => {
    const media = mediaOf(entry);
    return media === '*/*' || media === 'application/*' || jsonNames.has(media);
  });
}

/** Refuses (40601) a request whose `_format` or Accept header rules out FHIR's JSON. */
export function requireJson(request: FastifyRequest, format: string | undefined): void {
  // `_format` wins over Accept (a browser's address bar cannot set headers).
  if (format !== undefined) {
    if (!jsonNames.has(mediaOf(format))) throw new ApiError(40601);
    return;
  }
  if (!acceptsJson(request.headers.accept)) throw new ApiError(40601);
}

/** Sends a FHIR resource (or Bundle) as `application/fhir+json`. */
export function sendResource(reply: FastifyReply, resource: object): FastifyReply {
  return reply
    .code(200)
    .type(`${fhirJsonType}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .send(resource);
}
