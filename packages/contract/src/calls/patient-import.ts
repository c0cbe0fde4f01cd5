import {
  patientImportBundle,
  patientImportConfirm,
  patientImportLimits,
  patientImportPreview,
  patientImportResult,
} from '../domain/patient-import';
import { call } from './call-def';

/**
 * Patients from the hospital's HIS (issue 31, part 2): a FHIR R4 Bundle of Patient resources is
 * previewed (nothing written but the preview), then confirmed (one transaction, audited).
 */
export const patientImportCalls = {
  previewPatientImport: call({
    method: 'POST',
    path: '/api/patientImport/preview',
    summary:
      '从 HIS 导入患者：预览 FHIR Bundle（按病历号、身份证号匹配：新增、匹配、冲突、错误；错误条目附 OperationOutcome），不写入患者',
    access: 'patient:import',
    encoding: 'fhirJson',
    bodyLimit: patientImportLimits.maxBodyBytes,
    body: patientImportBundle,
    response: patientImportPreview,
  }),
  confirmPatientImport: call({
    method: 'POST',
    path: '/api/patientImport/confirm',
    summary:
      '从 HIS 导入患者：确认预览，在一个事务中新增患者并补全匹配患者的空字段（预览30分钟内有效，只能确认一次）',
    access: 'patient:import',
    body: patientImportConfirm,
    response: patientImportResult,
  }),
} as const;
