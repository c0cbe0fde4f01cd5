import { z } from 'zod';
import { fhirIdParams, fhirReadQuery } from '../domain/fhir';
import {
  fhirObservationSearch,
  fhirQuestionnaireResponseSearch,
  fhirQuestionnaireSearch,
} from '../domain/fhir-assessments';
import { call } from './call-def';

/*
 * The FHIR R4 interface's assessments (issue 31): a finished MoCA or MMSE as an Observation of its
 * total (LOINC 72172-0 / 72106-8) and a QuestionnaireResponse of its item scores; the two score
 * sheets as Questionnaires. Clinicians only, as the assessments themselves (issue 14): a doctor
 * reads their care teams' patients', the admin everyone's; drafts are not shown.
 */

/** A FHIR row's answer is the resource itself, never the envelope. */
const resource = z.never();

export const fhirAssessmentCalls = {
  fhirReadObservation: call({
    method: 'GET',
    path: '/fhir/R4/Observation/:id',
    summary: 'FHIR Observation：按ID读取一次已完成评估（MoCA/MMSE）的总分、教育校正与常模解读',
    access: 'assessment:list',
    params: fhirIdParams,
    query: fhirReadQuery,
    response: resource,
    raw: true,
  }),
  fhirSearchObservation: call({
    method: 'GET',
    path: '/fhir/R4/Observation',
    summary: 'FHIR Observation 检索：评估总分，按患者、LOINC 代码、测评日期、类别',
    access: 'assessment:list',
    query: fhirObservationSearch,
    response: resource,
    raw: true,
  }),
  fhirReadQuestionnaireResponse: call({
    method: 'GET',
    path: '/fhir/R4/QuestionnaireResponse/:id',
    summary: 'FHIR QuestionnaireResponse：按ID读取一次已完成评估的逐项得分',
    access: 'assessment:list',
    params: fhirIdParams,
    query: fhirReadQuery,
    response: resource,
    raw: true,
  }),
  fhirSearchQuestionnaireResponse: call({
    method: 'GET',
    path: '/fhir/R4/QuestionnaireResponse',
    summary: 'FHIR QuestionnaireResponse 检索：评估计分表，按患者、量表、填写时间',
    access: 'assessment:list',
    query: fhirQuestionnaireResponseSearch,
    response: resource,
    raw: true,
  }),
  fhirReadQuestionnaire: call({
    method: 'GET',
    path: '/fhir/R4/Questionnaire/:id',
    summary: 'FHIR Questionnaire：MoCA 或 MMSE 的计分表（moca、mmse），各项满分',
    access: 'signedIn',
    params: fhirIdParams,
    query: fhirReadQuery,
    response: resource,
    raw: true,
  }),
  fhirSearchQuestionnaire: call({
    method: 'GET',
    path: '/fhir/R4/Questionnaire',
    summary: 'FHIR Questionnaire 检索：本平台的评估量表计分表，按ID、URL、名称',
    access: 'signedIn',
    query: fhirQuestionnaireSearch,
    response: resource,
    raw: true,
  }),
} as const;
