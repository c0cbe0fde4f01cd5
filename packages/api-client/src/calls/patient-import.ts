import type { CallBody, PatientImportPreview, PatientImportResult } from '@cep/contract';
import type { Send } from './send';

/** 从 HIS 导入患者 (issue 31, part 2): preview a FHIR Bundle of Patients, then confirm it. */
export interface PatientImportCalls {
  /**
   * `POST /api/patientImport/preview` (patient:import): the Bundle's entries as new, match,
   * conflict or invalid (with an OperationOutcome each); writes no patient.
   */
  previewPatientImport(bundle: CallBody<'previewPatientImport'>): Promise<PatientImportPreview>;
  /**
   * `POST /api/patientImport/confirm`: imports the preview in one transaction. Refused: already
   * confirmed 40910, expired 40911, patients changed since 40912 (preview again).
   */
  confirmPatientImport(confirm: CallBody<'confirmPatientImport'>): Promise<PatientImportResult>;
}

/** The functions of {@link PatientImportCalls}. */
export function patientImportCalls(send: Send): PatientImportCalls {
  return {
    previewPatientImport: (bundle) => send('previewPatientImport', { data: bundle }),
    confirmPatientImport: (confirm) => send('confirmPatientImport', { data: confirm }),
  };
}
