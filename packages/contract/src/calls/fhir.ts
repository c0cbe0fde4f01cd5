import { z } from 'zod';
import {
  fhirEverythingQuery,
  fhirIdParams,
  fhirPatientSearch,
  fhirReadQuery,
} from '../domain/fhir';
import { call } from './call-def';

/*
 * The HL7 FHIR R4 interface (issue 31), read-only, at /fhir/R4 on the same server: the same token,
 * care-team rules and audit as the rest of the API. Every row answers FHIR JSON
 * (`application/fhir+json`): a resource, a searchset Bundle, or an OperationOutcome on error.
 */

/** A FHIR row's answer is the resource itself, never the envelope. */
const resource = z.never();

export const fhirCalls = {
  fhirMetadata: call({
    method: 'GET',
    path: '/fhir/R4/metadata',
    summary: 'FHIR 能力声明（CapabilityStatement）：本接口支持的资源、检索参数与操作',
    access: 'public',
    query: fhirReadQuery,
    response: resource,
    raw: true,
  }),
  fhirReadPatient: call({
    method: 'GET',
    path: '/fhir/R4/Patient/:id',
    summary: 'FHIR Patient：按ID读取患者（身份证号按权限脱敏；医生只能读自己护理团队的患者）',
    access: 'patient:list',
    params: fhirIdParams,
    query: fhirReadQuery,
    response: resource,
    raw: true,
  }),
  fhirSearchPatient: call({
    method: 'GET',
    path: '/fhir/R4/Patient',
    summary: 'FHIR Patient 检索：按病历号或身份证号、姓名（汉字、全拼或首字母）、性别、出生日期',
    access: 'patient:list',
    query: fhirPatientSearch,
    response: resource,
    raw: true,
  }),
  fhirPatientEverything: call({
    method: 'GET',
    path: '/fhir/R4/Patient/:id/$everything',
    summary: 'FHIR Patient/$everything：一位患者的全部资源（档案、评估、训练计划、报告、记录）',
    access: 'patient:list',
    params: fhirIdParams,
    query: fhirEverythingQuery,
    response: resource,
    raw: true,
  }),
} as const;
