import type { z } from 'zod';
import { text } from './fields';
import { fhirSearchBase, fhirTokenParam } from './fhir';

/*
 * The FHIR R4 interface's care resources (issue 31): Practitioner (doctor records), CareTeam (a
 * patient's team), CarePlan (training plans), Device (acquisition devices) and DocumentReference
 * (signal recordings). The keys of these schemas are the search parameters the CapabilityStatement
 * lists. Resources with no modification time of their own (CareTeam, Device, DocumentReference)
 * take no `_lastUpdated`.
 */

/** A reference search value: `Patient/12`, `12`, or the full URL of `Patient/12`. */
export const fhirReferenceParam = text().max(300, '参数值过长');

/** The base search without `_lastUpdated`, for resources that keep no modification time. */
const fhirSearchUntimed = fhirSearchBase.omit({ _lastUpdated: true });

/** `GET /fhir/R4/Practitioner`: by occupational number, name (characters, anywhere), id. */
export const fhirPractitionerSearch = fhirSearchBase.extend({
  _id: fhirTokenParam.optional(),
  identifier: fhirTokenParam.optional(),
  name: text().trim().max(50, '姓名参数不能超过50个字符').optional(),
});
export type FhirPractitionerSearch = z.infer<typeof fhirPractitionerSearch>;

/** `GET /fhir/R4/CareTeam`: a patient's team (its id is the patient's id). */
export const fhirCareTeamSearch = fhirSearchUntimed.extend({
  _id: fhirTokenParam.optional(),
  patient: fhirReferenceParam.optional(),
});
export type FhirCareTeamSearch = z.infer<typeof fhirCareTeamSearch>;

/** `GET /fhir/R4/CarePlan`: a patient's training plans, by status (comma-separated: any of). */
export const fhirCarePlanSearch = fhirSearchBase.extend({
  _id: fhirTokenParam.optional(),
  patient: fhirReferenceParam.optional(),
  status: fhirTokenParam.optional(),
});
export type FhirCarePlanSearch = z.infer<typeof fhirCarePlanSearch>;

/** `GET /fhir/R4/Device`: acquisition devices by name (anywhere) and status. */
export const fhirDeviceSearch = fhirSearchUntimed.extend({
  _id: fhirTokenParam.optional(),
  'device-name': text().trim().max(50, '设备名称参数不能超过50个字符').optional(),
  status: fhirTokenParam.optional(),
});
export type FhirDeviceSearch = z.infer<typeof fhirDeviceSearch>;

/** `GET /fhir/R4/DocumentReference`: a patient's signal recordings, by when they were made. */
export const fhirDocumentReferenceSearch = fhirSearchUntimed.extend({
  _id: fhirTokenParam.optional(),
  patient: fhirReferenceParam.optional(),
  date: fhirSearchBase.shape._lastUpdated,
});
export type FhirDocumentReferenceSearch = z.infer<typeof fhirDocumentReferenceSearch>;
