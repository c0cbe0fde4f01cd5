import { z } from 'zod';
import { fhirIdParams, fhirReadQuery } from '../domain/fhir';
import {
  fhirCarePlanSearch,
  fhirCareTeamSearch,
  fhirDeviceSearch,
  fhirDocumentReferenceSearch,
  fhirPractitionerSearch,
} from '../domain/fhir-care';
import { call } from './call-def';

/*
 * The FHIR R4 interface's care resources (issue 31), read-only, with the rules of the API calls
 * they mirror: doctor records (doctor:list), care teams and training plans (the patient's care
 * team), devices (device:list), recordings (recording:list). Every row answers FHIR JSON.
 */

/** A FHIR row's answer is the resource itself, never the envelope. */
const resource = z.never();

export const fhirCareCalls = {
  fhirReadPractitioner: call({
    method: 'GET',
    path: '/fhir/R4/Practitioner/:id',
    summary: 'FHIR Practitioner：按ID读取医护人员（医生档案；手机号脱敏，本人除外）',
    access: 'doctor:list',
    params: fhirIdParams,
    query: fhirReadQuery,
    response: resource,
    raw: true,
  }),
  fhirSearchPractitioner: call({
    method: 'GET',
    path: '/fhir/R4/Practitioner',
    summary: 'FHIR Practitioner 检索：按执业证书编号、姓名（汉字）、更新时间',
    access: 'doctor:list',
    query: fhirPractitionerSearch,
    response: resource,
    raw: true,
  }),
  fhirReadCareTeam: call({
    method: 'GET',
    path: '/fhir/R4/CareTeam/:id',
    summary: 'FHIR CareTeam：一位患者的护理团队（ID即患者ID；医生只能读自己护理团队的患者）',
    access: 'patient:list',
    params: fhirIdParams,
    query: fhirReadQuery,
    response: resource,
    raw: true,
  }),
  fhirSearchCareTeam: call({
    method: 'GET',
    path: '/fhir/R4/CareTeam',
    summary: 'FHIR CareTeam 检索：按患者',
    access: 'patient:list',
    query: fhirCareTeamSearch,
    response: resource,
    raw: true,
  }),
  fhirReadCarePlan: call({
    method: 'GET',
    path: '/fhir/R4/CarePlan/:id',
    summary: 'FHIR CarePlan：按ID读取训练计划（训练项目、每周次数与时长、依从性）',
    access: 'trainingPlan:list',
    params: fhirIdParams,
    query: fhirReadQuery,
    response: resource,
    raw: true,
  }),
  fhirSearchCarePlan: call({
    method: 'GET',
    path: '/fhir/R4/CarePlan',
    summary: 'FHIR CarePlan 检索：按患者、状态、更新时间',
    access: 'trainingPlan:list',
    query: fhirCarePlanSearch,
    response: resource,
    raw: true,
  }),
  fhirReadDevice: call({
    method: 'GET',
    path: '/fhir/R4/Device/:id',
    summary: 'FHIR Device：按ID读取采集设备',
    access: 'device:list',
    params: fhirIdParams,
    query: fhirReadQuery,
    response: resource,
    raw: true,
  }),
  fhirSearchDevice: call({
    method: 'GET',
    path: '/fhir/R4/Device',
    summary: 'FHIR Device 检索：按设备名称、状态',
    access: 'device:list',
    query: fhirDeviceSearch,
    response: resource,
    raw: true,
  }),
  fhirReadDocumentReference: call({
    method: 'GET',
    path: '/fhir/R4/DocumentReference/:id',
    summary:
      'FHIR DocumentReference：按ID读取多模态生理信号记录（附EDF+导出接口的链接，导出需二次验证）',
    access: 'recording:list',
    params: fhirIdParams,
    query: fhirReadQuery,
    response: resource,
    raw: true,
  }),
  fhirSearchDocumentReference: call({
    method: 'GET',
    path: '/fhir/R4/DocumentReference',
    summary: 'FHIR DocumentReference 检索：按患者、记录日期',
    access: 'recording:list',
    query: fhirDocumentReferenceSearch,
    response: resource,
    raw: true,
  }),
} as const;
