import { assessmentObservations, assessmentResponses } from './assessments/routes';
import { careCompartment } from './care/routes';
import type { CompartmentReader } from './context';
import { diagnosticReportCompartment } from './reports/diagnostic-report';

/**
 * Every kind of resource in a patient's compartment besides the Patient: what `$everything`
 * answers and what 我的数据's FHIR bundle holds (one list, so the two never drift apart).
 */
export const patientCompartment: CompartmentReader[] = [
  assessmentObservations,
  assessmentResponses,
  ...careCompartment,
  diagnosticReportCompartment,
];
