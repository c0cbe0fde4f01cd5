import type { Handler } from '../../platform/calls/context';
import type { FhirResource, Paging } from '../bundle';
import type { CompartmentReader, FhirContext } from '../context';
import { fhirRead, fhirSearch } from '../handlers';
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

/** A read of `type/{id}` by our integer id: `load` answers the resource or throws the refusal. */
function reader<N extends ReadName>(
  action: N,
  type: string,
  load: (fhir: FhirContext, id: number) => Promise<FhirResource>,
): Handler<N> {
  return fhirRead(action, type, (fhir, id) => load(fhir, numericId(id)));
}

export const fhirCareHandlers: { [N in ReadName | SearchName]: Handler<N> } = {
  fhirReadPractitioner: reader('fhirReadPractitioner', 'Practitioner', async (fhir, id) =>
    toFhirPractitioner(await readPractitioner(fhir.db, id), fhir.session),
  ),
  fhirSearchPractitioner: fhirSearch(
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
  fhirSearchCareTeam: fhirSearch('fhirSearchCareTeam', 'CareTeam', (fhir, query, paging) =>
    searchCareTeams(fhir.db, query, fhir.scope, paging),
  ),
  fhirReadCarePlan: reader('fhirReadCarePlan', 'CarePlan', (fhir, id) =>
    readCarePlan(fhir.db, id, fhir.scope),
  ),
  fhirSearchCarePlan: fhirSearch('fhirSearchCarePlan', 'CarePlan', (fhir, query, paging) =>
    searchCarePlans(fhir.db, query, fhir.scope, paging),
  ),
  fhirReadDevice: reader('fhirReadDevice', 'Device', (fhir, id) => readDevice(fhir.db, id)),
  fhirSearchDevice: fhirSearch('fhirSearchDevice', 'Device', (fhir, query, paging) =>
    searchDevices(fhir.db, query, paging),
  ),
  fhirReadDocumentReference: reader('fhirReadDocumentReference', 'DocumentReference', (fhir, id) =>
    readDocumentReference(fhir, id),
  ),
  fhirSearchDocumentReference: fhirSearch(
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
