import type { z } from 'zod';
import { adminOpCalls } from './admin-ops';
import { articleCalls } from './articles';
import { assessmentCalls } from './assessments';
import { assistantCalls } from './assistant';
import { auditCalls } from './audit';
import type { CallDef } from './call-def';
import { careTeamCalls } from './care-teams';
import { clientErrorCalls } from './client-errors';
import { communityCalls } from './community';
import { consentCalls } from './consent';
import { doctorCalls } from './doctors';
import { fhirCalls } from './fhir';
import { fhirAssessmentCalls } from './fhir-assessments';
import { fhirCareCalls } from './fhir-care';
import { fhirReportCalls } from './fhir-reports';
import { fileCalls } from './files';
import { healthCalls } from './health';
import { managementListCalls } from './management-lists';
import { messagingCalls } from './messaging';
import { myDataCalls } from './my-data';
import { oidcCalls } from './oidc';
import { passwordCalls } from './password';
import { patientCalls } from './patients';
import { patientImportCalls } from './patient-import';
import { privacyRightsCalls } from './privacy-rights';
import { reportCalls } from './reports';
import { secondFactorCalls } from './second-factor';
import { sessionCalls } from './session';
import { signInSessionCalls } from './sign-in-sessions';
import { signalCalls } from './signals';
import { trainingCalls } from './training';
import { userCalls } from './users';

export type { CallAccess, CallDef, HttpMethod } from './call-def';

/** One area's rows, keyed by call name. */
type Area = Readonly<Record<string, CallDef>>;

/** The areas' rows as one type: an intersection, area after area. */
type Joined<Areas extends readonly Area[]> = Areas extends readonly [
  infer First,
  ...infer Rest extends readonly Area[],
]
  ? First & Joined<Rest>
  : unknown;

/**
 * The areas' rows in one object, in the order given. Not a spread: the declarations TypeScript
 * writes for a spread list the areas last to first, this keeps the published type in table order.
 * A name in two areas is refused (a spread would keep the last row silently).
 */
function table<const Areas extends readonly Area[]>(
  ...areas: Areas
): { readonly [Name in keyof Joined<Areas>]: Joined<Areas>[Name] } {
  const rows: Record<string, CallDef> = {};
  for (const area of areas) {
    for (const [name, row] of Object.entries(area)) {
      if (name in rows) throw new Error(`The call ${name} is written in two areas`);
      rows[name] = row;
    }
  }
  return rows as { readonly [Name in keyof Joined<Areas>]: Joined<Areas>[Name] };
}

/**
 * The table of calls: one row per HTTP endpoint, shared by the server (which registers a route per
 * row and validates its answer) and the clients (which derive typed functions from it). Each area
 * writes its rows in its own file beside this one (`calls/<area>.ts`); adding an endpoint starts
 * there, and a new area is added to the list below.
 */
export const calls = table(
  healthCalls,
  sessionCalls,
  userCalls,
  doctorCalls,
  patientCalls,
  fileCalls,
  auditCalls,
  clientErrorCalls,
  careTeamCalls,
  passwordCalls,
  adminOpCalls,
  managementListCalls,
  trainingCalls,
  assessmentCalls,
  assistantCalls,
  reportCalls,
  signalCalls,
  articleCalls,
  communityCalls,
  messagingCalls,
  oidcCalls,
  signInSessionCalls,
  secondFactorCalls,
  fhirCalls,
  fhirAssessmentCalls,
  fhirCareCalls,
  fhirReportCalls,
  patientImportCalls,
  consentCalls,
  privacyRightsCalls,
  myDataCalls,
);

export type Calls = typeof calls;
export type CallName = keyof Calls;

/** The `data` a call answers with. */
export type CallResponse<N extends CallName> = z.infer<Calls[N]['response']>;
/** The path parameters a call takes, `undefined` when it has none. */
export type CallParams<N extends CallName> = Calls[N] extends { params: infer P extends z.ZodType }
  ? z.infer<P>
  : undefined;
/** The query a call accepts, `undefined` when it takes none. */
export type CallQuery<N extends CallName> = Calls[N] extends { query: infer Q extends z.ZodType }
  ? z.infer<Q>
  : undefined;
/** The body a call accepts, `undefined` when it takes none. */
export type CallBody<N extends CallName> = Calls[N] extends { body: infer B extends z.ZodType }
  ? z.infer<B>
  : undefined;
