import { z } from 'zod';
import { fhirIdParams, fhirReadQuery } from '../domain/fhir';
import { fhirDiagnosticReportSearch } from '../domain/fhir-reports';
import { call } from './call-def';

/*
 * FHIR DiagnosticReport and Binary (issue 31): the monthly training report, its PDF as
 * `presentedForm`. The report's metadata needs what the console's 报告 tab reads
 * (exerciseResult:list); its PDF what the report export needs (report:export, a recent step-up),
 * as GET /api/report/pdf. Same care-team rules and audit as the rest of the interface.
 */

const resource = z.never();

export const fhirReportCalls = {
  fhirReadDiagnosticReport: call({
    method: 'GET',
    path: '/fhir/R4/DiagnosticReport/:id',
    summary:
      'FHIR DiagnosticReport：患者某月的认知训练报告（ID 形如 training-<患者ID>-<YYYY-MM>），PDF 见 presentedForm',
    access: 'exerciseResult:list',
    params: fhirIdParams,
    query: fhirReadQuery,
    response: resource,
    raw: true,
  }),
  fhirSearchDiagnosticReport: call({
    method: 'GET',
    path: '/fhir/R4/DiagnosticReport',
    summary:
      'FHIR DiagnosticReport 检索：按患者、月份期间（date）、状态；每位患者每个有训练的月份一份',
    access: 'exerciseResult:list',
    query: fhirDiagnosticReportSearch,
    response: resource,
    raw: true,
  }),
  fhirReadBinary: call({
    method: 'GET',
    path: '/fhir/R4/Binary/:id',
    summary:
      'FHIR Binary：训练报告的 PDF（Accept: application/pdf 得 PDF 本身，否则 Binary 资源内含 base64），记入审计',
    access: 'report:export',
    stepUp: true,
    params: fhirIdParams,
    query: fhirReadQuery,
    response: resource,
    raw: true,
  }),
} as const;
