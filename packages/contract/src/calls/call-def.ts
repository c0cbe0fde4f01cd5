import { z } from 'zod';
import type { PermissionCode } from '../domain/enums';

/**
 * The shape of one row of the table of calls, and the helper every area's rows are written with.
 *
 * `query` and `body` are the schemas of the request's input; `response` is the schema of the
 * envelope's `data` (the envelope itself is in `envelope.ts`).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` needs no token; `signedIn` needs a valid token; a permission code also
 * needs that code among the caller's permissions. Record-level rules (a doctor updates only their
 * own record) are the handler's, on top of this gate.
 */
export type CallAccess = 'public' | 'signedIn' | PermissionCode;

export interface CallDef {
  method: HttpMethod;
  /**
   * Fastify-style path, `:name` for path parameters: under /api/, or under /fhir/R4/ for the FHIR
   * interface (issue 31), whose rows are `raw` and answer FHIR resources, errors included, as
   * `application/fhir+json` instead of the envelope.
   */
  path: `/api/${string}` | `/fhir/R4/${string}`;
  summary: string;
  access: CallAccess;
  /**
   * How the body is sent. Default `json`. `fhirJson`: a FHIR resource, as `application/fhir+json`
   * or `application/json` (a HIS sends the first, a browser the second).
   */
  encoding?: 'json' | 'form' | 'multipart' | 'fhirJson';
  /** Largest body accepted, in bytes, when a row needs more than the server's default (100 KB). */
  bodyLimit?: number;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of the envelope's `data`. Absent for `raw` calls that answer with bytes. */
  response: z.ZodType;
  /** Answers with the bytes of a file, not with the JSON envelope. */
  raw?: true;
  /**
   * A session still waiting for its second factor may call it (issue 30): the second-factor step
   * itself and logout. Every other row answers 40330 to such a session.
   */
  beforeSecondFactor?: true;
  /**
   * Sensitive (issue 30: full ID or phone numbers, patient data leaving the system, roles): the
   * caller must have confirmed their password or code within the step-up window, else 40331.
   */
  stepUp?: true;
}

/** Identity helper: checks a row against CallDef while keeping its literal types. */
export function call<const C extends CallDef>(def: C): C {
  return def;
}

/** The `data` of a call that answers with nothing. */
export const nothing = z.null();
