import { errorCodes, fhirJsonType, type ApiCode } from '@cep/contract';
import type { FastifyReply } from 'fastify';

/*
 * Errors of the FHIR interface (issue 31) as FHIR's OperationOutcome instead of the envelope: a
 * FHIR client reads `issue[].code` and `diagnostics`, and the HTTP status. The business code rides
 * along in `details.coding` (system below), so one reading of an answer serves both interfaces.
 */

/** The code system of our business codes inside an OperationOutcome. */
export const apiErrorCodeSystem = 'urn:cep:api-error-code';

/** `/fhir` and everything under it answer FHIR, never the envelope or the console. */
export function isFhirPath(url: string): boolean {
  return url === '/fhir' || url.startsWith('/fhir/') || url.startsWith('/fhir?');
}

/** FHIR's issue-type (http://hl7.org/fhir/issue-type) for a business code. */
function issueTypeOf(code: Exclude<ApiCode, 200>): string {
  const status = errorCodes[code].httpStatus;
  if (status === 400) return 'invalid';
  if (status === 401) return 'login';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 406 || status === 415) return 'not-supported';
  if (status === 409) return 'conflict';
  if (status === 413 || status === 429) return 'too-costly';
  if (status === 503) return 'transient';
  return 'exception';
}

export interface OutcomeIssue {
  severity: 'fatal' | 'error' | 'warning' | 'information';
  code: string;
  diagnostics?: string;
  details?: { coding?: { system: string; code: string }[]; text?: string };
  expression?: string[];
}

/** An OperationOutcome resource with `issues`. */
export function operationOutcome(issues: OutcomeIssue[]) {
  return { resourceType: 'OperationOutcome' as const, issue: issues };
}

/** The one issue of an error answered with `code`. */
export function errorIssue(code: Exclude<ApiCode, 200>, message?: string): OutcomeIssue {
  const text = message ?? errorCodes[code].message;
  return {
    severity: 'error',
    code: issueTypeOf(code),
    details: { coding: [{ system: apiErrorCodeSystem, code: String(code) }], text },
    diagnostics: text,
  };
}

/** Sends `code` as an OperationOutcome with the contract's HTTP status and the request's id. */
export function sendOperationOutcome(
  reply: FastifyReply,
  code: Exclude<ApiCode, 200>,
  message?: string,
): FastifyReply {
  return reply
    .code(errorCodes[code].httpStatus)
    .header('x-request-id', reply.request.id)
    .type(`${fhirJsonType}; charset=utf-8`)
    .send(operationOutcome([errorIssue(code, message)]));
}
