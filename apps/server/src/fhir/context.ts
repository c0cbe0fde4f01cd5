import type { CallName } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Session } from '../platform/auth/sessions';
import { signedIn, type CallContext } from '../platform/calls/context';
import { steppedUp } from '../platform/calls/register-calls';
import type { Tables } from '../platform/db/schema';
import type { PatientScope } from '../patients/patients';
import { fhirBase } from './base-url';
import type { FhirResource } from './bundle';
import { requireJson } from './respond';
import { fhirScopeOf } from './scope';
import { defaultIdentifierSystems, type IdentifierSystems } from './systems';

/** What a FHIR resource is built with: who asks, what they reach, and the server's systems. */
export interface FhirContext {
  db: Kysely<Tables>;
  session: Session;
  scope: PatientScope;
  /** The caller may see ID card and phone numbers in full (revealed by step-up). */
  mayReveal: boolean;
  systems: IdentifierSystems;
  /** `https://host/fhir/R4`, as the caller reached it. */
  base: string;
  /** `https://host`, for links to the API (a report's PDF, a recording's EDF+ file). */
  origin: string;
}

/** The FHIR context of a signed-in FHIR call; refuses a non-JSON `_format` or Accept first. */
export function fhirContext<N extends CallName>(
  ctx: CallContext<N>,
  systems: IdentifierSystems = defaultIdentifierSystems,
): FhirContext {
  const { session, request } = signedIn(ctx);
  const query = ctx.query as { _format?: string } | undefined;
  requireJson(request, query?._format);
  const base = fhirBase(request);
  return {
    db: ctx.sql,
    session,
    scope: fhirScopeOf(session),
    mayReveal: steppedUp(session, ctx.settings),
    systems,
    base,
    origin: base.replace(/\/fhir\/R4$/, ''),
  };
}

/**
 * The resources of one kind in a patient's compartment, for `Patient/{id}/$everything`. Each kind
 * returns at most `limit` (newest first), so one request's answer stays bounded.
 */
export type CompartmentReader = (
  fhir: FhirContext,
  patientId: number,
  limit: number,
) => Promise<FhirResource[]>;
