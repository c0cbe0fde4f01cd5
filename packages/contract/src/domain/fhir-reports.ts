import type { z } from 'zod';
import { text } from './fields';
import { fhirSearchBase, fhirTokenParam } from './fhir';

/*
 * FHIR DiagnosticReport (issue 31): a patient's monthly training report, id
 * `training-<patientId>-<YYYY-MM>`, its PDF a Binary (`training-report-<patientId>-<YYYY-MM>`).
 */

/** A date parameter FHIR lets a client repeat (`date=ge2026-01&date=lt2026-04`). */
const dates = fhirSearchBase.shape._lastUpdated;

/** A reference search value: `Patient/12` or `12` (comma-separated: any of them). */
const patientReference = text().max(100, '参数值过长');

/**
 * `GET /fhir/R4/DiagnosticReport`: by patient (`patient` or `subject`), by the month's period
 * (`date`, FHIR's overlap rules), by status (`final` for a past month, `preliminary` for the
 * current one), by id; a comma between values means any of them.
 */
export const fhirDiagnosticReportSearch = fhirSearchBase.extend({
  _id: fhirTokenParam.optional(),
  patient: patientReference.optional(),
  subject: patientReference.optional(),
  date: dates,
  status: fhirTokenParam.optional(),
});
export type FhirDiagnosticReportSearch = z.infer<typeof fhirDiagnosticReportSearch>;
