import type { CallContext, Handler } from '../../platform/calls/context';
import { pagingOf, searchset, type FhirResource, type Paging } from '../bundle';
import { fhirContext, type CompartmentReader, type FhirContext } from '../context';
import { sendResource } from '../respond';
import { numericId } from '../scope';
import { readCarePlan, searchCarePlans } from './care-plan';
import { readCareTeam, searchCareTeams } from './care-team';
import { readDevice, searchDevices } from './device';
import { readDocumentReference, searchDocumentReferences } from './document-reference';
import { readPractitioner, searchPractitioners, toFhirPractitioner } from './practitioner';

/*
 * The FHIR R4 interface's care resources (issue 31): Practitioner, CareTeam, CarePlan, Device and
 * DocumentReference, read and searched with the rules of the API calls they mirror (the contract
 * row's access, then the patient scope for a patient's data). Every answer is audited as a read
 * (`fhir/<type>`, the ids shown), as the Patient's is.
 */

interface Found {
  resources: FhirResource[];
  total: number;
}

type ReadName =
  | 'fhirReadPractitioner'
  | 'fhirReadCareTeam'
  | 'fhirReadCarePlan'
  | 'fhirReadDevice'
  | 'fhirReadDocumentReference';

type SearchName =
  | 'fhirSearchPractitioner'
  | 'fhirSearchCareTeam'
  | 'fhirSearchCarePlan'
  | 'fhirSearchDevice'
  | 'fhirSearchDocumentReference';

/** A read of `type/{id}`: `load` answers the resource or throws the refusal. */
function reader<N extends ReadName>(
  action: N,
  type: string,
  load: (fhir: FhirContext, id: number) => Promise<FhirResource>,
): Handler<N> {
  return async (ctx: CallContext<N>) => {
    const fhir = fhirContext(ctx);
    const id = numericId((ctx.params as { id: string }).id);
    const resource = await load(fhir, id);
    await ctx.audit({
      action,
      entity: `fhir/${type}`,
      entityId: id,
      outcome: 'success',
      read: true,
    });
    return sendResource(ctx.reply, resource);
  };
}

/** A search of `type`: `find` answers one page of the matches and their total. */
function searcher<N extends SearchName>(
  action: N,
  type: string,
  find: (fhir: FhirContext, query: CallContext<N>['query'], paging: Paging) => Promise<Found>,
): Handler<N> {
  return async (ctx: CallContext<N>) => {
    const fhir = fhirContext(ctx);
    const query = ctx.query as CallContext<N>['query'] & { _count?: number; _offset?: number };
    const paging = pagingOf(query);
    const { resources, total } = await find(fhir, ctx.query, paging);
    await ctx.audit({
      action,
      entity: `fhir/${type}`,
      outcome: 'success',
      read: true,
      detail: { ids: resources.map((resource) => resource.id), total },
    });
    return sendResource(ctx.reply, searchset(ctx.request, type, resources, total, paging));
  };
}

export const fhirCareHandlers: { [N in ReadName | SearchName]: Handler<N> } = {
  fhirReadPractitioner: reader('fhirReadPractitioner', 'Practitioner', async (fhir, id) =>
    toFhirPractitioner(await readPractitioner(fhir.db, id), fhir.session),
  ),
  fhirSearchPractitioner: searcher(
    'fhirSearchPractitioner',
    'Practitioner',
    async (fhir, query, paging) => {
      const { rows, total } = await searchPractitioners(fhir.db, query, paging);
      return { resources: rows.map((row) => toFhirPractitioner(row, fhir.session)), total };
    },
  ),
  fhirReadCareTeam: reader('fhirReadCareTeam', 'CareTeam', (fhir, id) =>
    readCareTeam(fhir.db, id, fhir.scope),
  ),
  fhirSearchCareTeam: searcher('fhirSearchCareTeam', 'CareTeam', (fhir, query, paging) =>
    searchCareTeams(fhir.db, query, fhir.scope, paging),
  ),
  fhirReadCarePlan: reader('fhirReadCarePlan', 'CarePlan', (fhir, id) =>
    readCarePlan(fhir.db, id, fhir.scope),
  ),
  fhirSearchCarePlan: searcher('fhirSearchCarePlan', 'CarePlan', (fhir, query, paging) =>
    searchCarePlans(fhir.db, query, fhir.scope, paging),
  ),
  fhirReadDevice: reader('fhirReadDevice', 'Device', (fhir, id) => readDevice(fhir.db, id)),
  fhirSearchDevice: searcher('fhirSearchDevice', 'Device', (fhir, query, paging) =>
    searchDevices(fhir.db, query, paging),
  ),
  fhirReadDocumentReference: reader('fhirReadDocumentReference', 'DocumentReference', (fhir, id) =>
    readDocumentReference(fhir, id),
  ),
  fhirSearchDocumentReference: searcher(
    'fhirSearchDocumentReference',
    'DocumentReference',
    (fhir, query, paging) => searchDocumentReferences(fhir, query, paging),
  ),
};

/*
 * The care kinds of a patient's compartment, for `Patient/{id}/$everything` (the patient is in the
 * caller's scope already): the team, the training plans and the recordings, newest first.
 */
const first = (limit: number): Paging => ({ count: limit, offset: 0 });

export const careTeamCompartment: CompartmentReader = async (fhir, patientId) => [
  await readCareTeam(fhir.db, patientId, fhir.scope),
];

export const carePlanCompartment: CompartmentReader = async (fhir, patientId, limit) =>
  (await searchCarePlans(fhir.db, { patientId }, fhir.scope, first(limit))).resources;

export const documentReferenceCompartment: CompartmentReader = async (fhir, patientId, limit) =>
  (await searchDocumentReferences(fhir, { patientId }, first(limit))).resources;

/** Every care kind of the compartment, in the order `$everything` lists them. */
export const careCompartment: CompartmentReader[] = [
  careTeamCompartment,
  carePlanCompartment,
  documentReferenceCompartment,
];
