import type { z } from 'zod';
import { text } from './fields';
import { fhirSearchBase, fhirTokenParam } from './fhir';

/*
 * The FHIR R4 interface's assessments (issue 31): MoCA and MMSE totals as Observations, their score
 * sheets as QuestionnaireResponses, the two sheets as Questionnaires. The keys below are the
 * search parameters the CapabilityStatement lists.
 */

/** A reference search value: `Patient/12` or `12`. */
const fhirReferenceParam = text().max(100, '参数值过长');

/** A date parameter FHIR lets a client repeat (`date=ge2026-01&date=lt2026-03`). */
const repeatedDate = fhirSearchBase.shape._lastUpdated;

/**
 * `GET /fhir/R4/Observation`: by patient, code (`http://loinc.org|72172-0` or `72172-0`), date of
 * the test, category (`survey`, or ours `cognitive-status`).
 */
export const fhirObservationSearch = fhirSearchBase.extend({
  patient: fhirReferenceParam.optional(),
  subject: fhirReferenceParam.optional(),
  code: fhirTokenParam.optional(),
  date: repeatedDate,
  category: fhirTokenParam.optional(),
});
export type FhirObservationSearch = z.infer<typeof fhirObservationSearch>;

/**
 * `GET /fhir/R4/QuestionnaireResponse`: by patient, questionnaire (its canonical URL,
 * `Questionnaire/moca` or `moca`) and when the answers were last changed (`authored`).
 */
export const fhirQuestionnaireResponseSearch = fhirSearchBase.extend({
  patient: fhirReferenceParam.optional(),
  subject: fhirReferenceParam.optional(),
  questionnaire: text().max(200, '参数值过长').optional(),
  authored: repeatedDate,
});
export type FhirQuestionnaireResponseSearch = z.infer<typeof fhirQuestionnaireResponseSearch>;

/** `GET /fhir/R4/Questionnaire`: the two score sheets, by id, canonical URL or name. */
export const fhirQuestionnaireSearch = fhirSearchBase.extend({
  _id: fhirTokenParam.optional(),
  url: text().max(200, '参数值过长').optional(),
  name: text().trim().max(50, '名称参数不能超过50个字符').optional(),
});
export type FhirQuestionnaireSearch = z.infer<typeof fhirQuestionnaireSearch>;
