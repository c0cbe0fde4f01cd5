import type { FhirObservationSearch, FhirQuestionnaireResponseSearch } from '@cep/contract';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { CallContext, Handler } from '../../platform/calls/context';
import { ApiError } from '../../platform/http/api-error';
import { pagingOf, searchset, type FhirResource } from '../bundle';
import { fhirContext, type CompartmentReader, type FhirContext } from '../context';
import { dateCondition, dayStart } from '../dates';
import { sendResource } from '../respond';
import { fhirRead, fhirSearch } from '../handlers';
import { outOfScope } from '../scope';
import { anyOf, patientCondition, referencedPatientId, splitToken } from '../search';
import { systems } from '../systems';
import { assessmentIdOf } from './ids';
import {
  assessmentKinds,
  instrumentCodes,
  kindOfQuestionnaire,
  readQuestionnaire,
  searchQuestionnaires,
} from './questionnaire';
import { readAssessment, searchAssessments, type AssessmentRecord } from './records';
import { toAssessmentObservation, toAssessmentResponse } from './resources';

/*
 * The FHIR interface's assessments (issue 31): reads and searches of Observations (totals),
 * QuestionnaireResponses (item scores) and Questionnaires (the sheets). The gate lets clinicians
 * only (assessment:list, as the assessments' own calls); each query keeps to the caller's care
 * teams with `inPatientScope`; every read of patient data is audited as a read.
 */

/** The permission the assessments' rows need; `$everything` leaves them out for anyone without it. */
const permission = 'assessment:list';

/** The condition of `patient=` / `subject=` (`Patient/12`, `12` or its URL). */
function patientOfAssessment(value: string): RawBuilder<SqlBool> {
  return patientCondition(sql.ref('a.patient_id'), value);
}

function kindsCondition(kinds: readonly string[]): RawBuilder<SqlBool> {
  if (kinds.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`a.kind IN (${sql.join(kinds)})`;
}

/** `code=`: a total's LOINC code, with its system (`http://loinc.org|72172-0`) or without. */
function codeCondition(token: string): RawBuilder<SqlBool> {
  const { system, value } = splitToken(token);
  if (system !== undefined && system !== systems.loinc) return sql<SqlBool>`false`;
  return kindsCondition(
    assessmentKinds.filter((kind) => instrumentCodes[kind].total.code === value),
  );
}

/** `category=`: `survey` (HL7's) or `cognitive-status` (ours); both name every assessment total. */
function categoryCondition(token: string): RawBuilder<SqlBool> {
  const { system, value } = splitToken(token);
  const known =
    (value === 'survey' && (system === undefined || system === systems.observationCategory)) ||
    (value === 'cognitive-status' &&
      (system === undefined || system === systems.codes('observation-category')));
  return known ? sql<SqlBool>`true` : sql<SqlBool>`false`;
}

function commonConditions(query: {
  patient?: string | undefined;
  subject?: string | undefined;
  _lastUpdated?: string[] | undefined;
}): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (query.patient !== undefined) conditions.push(anyOf(query.patient, patientOfAssessment));
  if (query.subject !== undefined) conditions.push(anyOf(query.subject, patientOfAssessment));
  for (const value of query._lastUpdated ?? []) {
    conditions.push(dateCondition(sql.ref('a.updated_at'), value));
  }
  return conditions;
}

function observationConditions(query: FhirObservationSearch): RawBuilder<SqlBool>[] {
  const conditions = commonConditions(query);
  if (query.code !== undefined) conditions.push(anyOf(query.code, codeCondition));
  if (query.category !== undefined) conditions.push(anyOf(query.category, categoryCondition));
  for (const value of query.date ?? []) {
    conditions.push(dateCondition(dayStart(sql.ref('a.tested_on')), value));
  }
  return conditions;
}

function responseConditions(query: FhirQuestionnaireResponseSearch): RawBuilder<SqlBool>[] {
  const conditions = commonConditions(query);
  if (query.questionnaire !== undefined) {
    const kinds = query.questionnaire.split(',').map(kindOfQuestionnaire);
    conditions.push(kindsCondition(kinds.filter((kind) => kind !== undefined)));
  }
  // `authored` is when the answers last changed: finishing, or the latest amendment.
  for (const value of query.authored ?? []) {
    conditions.push(dateCondition(sql.ref('a.updated_at'), value));
  }
  return conditions;
}

/** A finished assessment the caller reaches, or the refusal: a draft names no resource (40401). */
async function finishedAssessment(
  fhir: FhirContext,
  id: number,
  type: string,
): Promise<AssessmentRecord> {
  const record = await readAssessment(fhir.db, id, fhir.scope);
  if (!record) throw outOfScope(fhir.scope, type);
  if (record.status !== 'finished') throw new ApiError(40401, `${type} 资源不存在`);
  return record;
}

/** A compartment reader of one kind made from finished assessments, for `$everything`. */
function compartmentOf(make: (record: AssessmentRecord) => FhirResource): CompartmentReader {
  return async (fhir, patientId, limit) => {
    if (!fhir.session.permissions.includes(permission)) return [];
    const { records } = await searchAssessments(
      fhir.db,
      [sql<SqlBool>`a.patient_id = ${patientId}::integer`],
      fhir.scope,
      { count: limit, offset: 0 },
    );
    return records.map(make);
  };
}

/** A patient's assessment totals (Observations), for `Patient/{id}/$everything`. */
export const assessmentObservations: CompartmentReader = compartmentOf(toAssessmentObservation);
/** A patient's score sheets (QuestionnaireResponses), for `Patient/{id}/$everything`. */
export const assessmentResponses: CompartmentReader = compartmentOf(toAssessmentResponse);

/** Whose record a read was, for its audit line: the resource's subject. */
const subjectDetail = (resource: FhirResource) => ({
  patientId: referencedPatientId((resource.subject as { reference: string }).reference),
});

/** A read of one assessment as `type`, made by `make`. */
function assessmentRead<N extends 'fhirReadObservation' | 'fhirReadQuestionnaireResponse'>(
  action: N,
  type: string,
  make: (record: AssessmentRecord) => FhirResource,
): Handler<N> {
  return fhirRead(
    action,
    type,
    async (fhir, id) => make(await finishedAssessment(fhir, assessmentIdOf(id, type), type)),
    subjectDetail,
  );
}

/** A search of the finished assessments as `type`, made by `make`, on `conditions`. */
function assessmentSearch<N extends 'fhirSearchObservation' | 'fhirSearchQuestionnaireResponse'>(
  action: N,
  type: string,
  conditions: (query: CallContext<N>['query']) => RawBuilder<SqlBool>[],
  make: (record: AssessmentRecord) => FhirResource,
): Handler<N> {
  return fhirSearch(action, type, async (fhir, query, paging) => {
    const { records, total } = await searchAssessments(
      fhir.db,
      conditions(query),
      fhir.scope,
      paging,
    );
    return { resources: records.map(make), total };
  });
}

/** The sheets hold no patient data: any signed-in caller reads them, unaudited. */
const readSheet: Handler<'fhirReadQuestionnaire'> = (ctx) => {
  fhirContext(ctx);
  return sendResource(ctx.reply, readQuestionnaire(ctx.params.id));
};

const searchSheets: Handler<'fhirSearchQuestionnaire'> = (ctx) => {
  fhirContext(ctx);
  const paging = pagingOf(ctx.query);
  const all = searchQuestionnaires(ctx.query);
  const page = all.slice(paging.offset, paging.offset + paging.count);
  return sendResource(ctx.reply, searchset(ctx.request, 'Questionnaire', page, all.length, paging));
};

export const fhirAssessmentHandlers = {
  fhirReadObservation: assessmentRead(
    'fhirReadObservation',
    'Observation',
    toAssessmentObservation,
  ),
  fhirSearchObservation: assessmentSearch(
    'fhirSearchObservation',
    'Observation',
    observationConditions,
    toAssessmentObservation,
  ),
  fhirReadQuestionnaireResponse: assessmentRead(
    'fhirReadQuestionnaireResponse',
    'QuestionnaireResponse',
    toAssessmentResponse,
  ),
  fhirSearchQuestionnaireResponse: assessmentSearch(
    'fhirSearchQuestionnaireResponse',
    'QuestionnaireResponse',
    responseConditions,
    toAssessmentResponse,
  ),
  fhirReadQuestionnaire: readSheet,
  fhirSearchQuestionnaire: searchSheets,
};
