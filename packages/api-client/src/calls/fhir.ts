import type { CallName, CallParams, CallQuery, Calls } from '@cep/contract';
import type { AxiosInstance } from 'axios';
import { ApiError } from '../api-error';
import { endpoints } from '../endpoints';

/*
 * The FHIR R4 interface (issue 31), for a script or another system that reads our records with
 * this client: every `/fhir/R4` row of the contract, each resolving the FHIR resource or Bundle as
 * sent. A refusal (an OperationOutcome) rejects with an `ApiError` of the business code the
 * outcome carries, without the session handling of the API's envelope.
 */

/** The names of the contract's FHIR rows. */
export type FhirCallName = {
  [N in CallName]: Calls[N]['path'] extends `/fhir/${string}` ? N : never;
}[CallName];

/** A FHIR resource as the server sends it (a Bundle, a Patient, …). */
export interface FhirResource {
  resourceType: string;
  id?: string;
  [field: string]: unknown;
}

/** One function per FHIR row: its path parameters (if any), then its query. */
export type FhirCalls = {
  [N in FhirCallName]: CallParams<N> extends undefined
    ? (query?: Partial<CallQuery<N>>) => Promise<FhirResource>
    : (params: CallParams<N>, query?: Partial<CallQuery<N>>) => Promise<FhirResource>;
};

/** The code system the server puts its business code under in an OperationOutcome. */
const apiErrorCodeSystem = 'urn:cep:api-error-code';

interface Outcome {
  resourceType?: string;
  issue?: { diagnostics?: string; details?: { coding?: { system?: string; code?: string }[] } }[];
}

/** The refusal an OperationOutcome (or anything else not 200) stands for. */
function refusal(status: number, body: unknown, requestId: string | undefined): ApiError {
  const issue = (body as Outcome | undefined)?.issue?.[0];
  const coding = issue?.details?.coding?.find((code) => code.system === apiErrorCodeSystem);
  const code = coding?.code ? Number(coding.code) : status * 100 + 1;
  return new ApiError(code, issue?.diagnostics ?? `HTTP ${status}`, requestId);
}

function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
}

/** The functions of {@link FhirCalls}. */
export function fhirCalls(http: AxiosInstance): FhirCalls {
  const calls: Record<string, unknown> = {};
  for (const name of Object.keys(endpoints) as CallName[]) {
    const { path } = endpoints[name];
    if (!path.startsWith('/fhir/')) continue;
    const takesParams = path.includes('/:');
    calls[name] = async (...args: unknown[]) => {
      const params = (takesParams ? args[0] : undefined) as Record<string, unknown> | undefined;
      const query = (takesParams ? args[1] : args[0]) as object | undefined;
      const response = await http.request<FhirResource>({
        method: 'GET',
        url: pathOf(path, params),
        params: query,
        headers: { accept: 'application/fhir+json' },
        // An OperationOutcome is the server's answer, not a failure of the network or session.
        validateStatus: () => true,
      });
      if (response.status !== 200) {
        const id = response.headers['x-request-id'] as unknown;
        throw refusal(response.status, response.data, typeof id === 'string' ? id : undefined);
      }
      return response.data;
    };
  }
  return calls as FhirCalls;
}
