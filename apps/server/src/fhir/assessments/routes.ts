import type { FhirObservationSearch, FhirQuestionnaireResponseSearch } from '@cep/contract';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Handler } from '../../platform/calls/context';
import { ApiError } from '../../platform/http/api-error';
import { pagingOf, searchset, type FhirResource } from '../bundle';
import { fhirContext, type CompartmentReader, type FhirContext } from '../context';
import { dateCondition, dayStart } from '../dates';
import { splitToken } from '../patient';
import { sendResource } from '../respond';
import { outOfScope } from '../scope';
import { systems } from '../systems';
import { assessmentIdOf, patientIdOfReference } from './ids';
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

/** FHIR's OR within one parameter (`code=72172-0,72106-8`): any of the comma-separated values. */
function anyOf(value: string, one: (part: string) => RawBuilder<SqlBool>): RawBuilder<SqlBool> {
  const parts = value.split(',').map(one);
  return parts.length === 1 ? parts[0]! : sql<SqlBool>`(${sql.join(parts, sql` OR `)})`;
}

/** The condition of `patient=` / `subject=` (`Patient/12` or `12`). */
function patientCondition(value: string): RawBuilder<SqlBool> {
  const id = patientIdOfReference(value);
  return id === null ? sql<SqlBool>`false` : sql<SqlBool>`a.patient_id = ${id}::integer`;
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
  if (query.patient !== undefined) conditions.push(anyOf(query.patient, patientCondition));
  if (query.subject !== undefined) conditions.push(anyOf(query.subject, patientCondition));
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

const readObservation: Handler<'fhirReadObservation'> = async (ctx) => {
  const fhir = fhirContext(ctx);
  const id = assessmentIdOf(ctx.params.id, 'Observation');
  const record = await finishedAssessment(fhir, id, 'Observation');
  await ctx.audit({
    action: 'fhirReadObservation',
    entity: 'fhir/Observation',
    entityId: ctx.params.id,
    outcome: 'success',
    read: true,
    detail: { patientId: record.patient_id },
  });
  return sendResource(ctx.reply, toAssessmentObservation(record));
};

const searchObservations: Handler<'fhirSearchObservation'> = async (ctx) => {
  const fhir = fhirContext(ctx);
  const paging = pagingOf(ctx.query);
  const { records, total } = await searchAssessments(
    fhir.db,
    observationConditions(ctx.query),
    fhir.scope,
    paging,
  );
  const resources = records.map(toAssessmentObservation);
  await ctx.audit({
    action: 'fhirSearchObservation',
    entity: 'fhir/Observation',
    outcome: 'success',
    read: true,
    detail: { ids: resources.map((resource) => resource.id), total },
  });
  return sendResource(ctx.reply, searchset(ctx.request, 'Observation', resources, total, paging));
};

const readResponse: Handler<'fhirReadQuestionnaireResponse'> = async (ctx) => {
  const fhir = fhirContext(ctx);
  const id = assessmentIdOf(ctx.params.id, 'QuestionnaireResponse');
  const record = await finishedAssessment(fhir, id, 'QuestionnaireResponse');
  await ctx.audit({
    action: 'fhirReadQuestionnaireResponse',
    entity: 'fhir/QuestionnaireResponse',
    entityId: ctx.params.id,
    outcome: 'success',
    read: true,
    detail: { patientId: record.patient_id },
  });
  return sendResource(ctx.reply, toAssessmentResponse(record));
};

const searchResponses: Handler<'fhirSearchQuestionnaireResponse'> = async (ctx) => {
  const fhir = fhirContext(ctx);
  const paging = pagingOf(ctx.query);
  const { records, total } = await searchAssessments(
    fhir.db,
    responseConditions(ctx.query),
    fhir.scope,
    paging,
  );
  const resources = records.map(toAssessmentResponse);
  await ctx.audit({
    action: 'fhirSearchQuestionnaireResponse',
    entity: 'fhir/QuestionnaireResponse',
    outcome: 'success',
    read: true,
    detail: { ids: resources.map((resource) => resource.id), total },
  });
  return sendResource(
    ctx.reply,
    searchset(ctx.request, 'QuestionnaireResponse', resources, total, paging),
  );
};

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
  fhirReadObservation: readObservation,
  fhirSearchObservation: searchObservations,
  fhirReadQuestionnaireResponse: readResponse,
  fhirSearchQuestionnaireResponse: searchResponses,
  fhirReadQuestionnaire: readSheet,
  fhirSearchQuestionnaire: searchSheets,
};
