import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Session } from '../platform/auth/sessions';
import { ApiError } from '../platform/http/api-error';
import { integerId } from './search';
import { patientScopeOf } from '../patients/patient-scope';
import type { PatientScope } from '../patients/patients';

/*
 * The FHIR interface reaches the patients the rest of the API does (issue 11's care-team rule):
 * the admin every patient, a doctor their care teams' patients, a patient themself. Every resource
 * about a patient is filtered by its patient column with `inPatientScope`.
 */

export function fhirScopeOf(session: Session | undefined): PatientScope {
  if (!session) throw new ApiError(50008);
  return patientScopeOf(session);
}

/** The condition "`patientId` is a patient `scope` reaches", for a WHERE. */
export function inPatientScope(
  patientId: Expression<unknown>,
  scope: PatientScope,
): RawBuilder<SqlBool> {
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`true`;
    case 'team':
      return scope.doctorId === null
        ? sql<SqlBool>`false`
        : sql<SqlBool>`${patientId} IN (SELECT m.patient_id FROM care_team_members m
                                           WHERE m.doctor_id = ${scope.doctorId}::integer)`;
    case 'self':
      return sql<SqlBool>`${patientId} IN (SELECT p.id FROM patients p
                                            WHERE p.user_id = ${scope.userId}::integer)`;
  }
}

/** A FHIR logical id as our integer id, or 40401 (an id we never hand out names nothing). */
export function numericId(id: string): number {
  const parsed = integerId(id);
  if (parsed === undefined) throw new ApiError(40401, '资源不存在');
  return parsed;
}

/**
 * Refuses a resource about a patient outside the caller's scope: 40301 for a non-admin whether or
 * not it exists (as the patient calls: no probing which ids are taken), 40401 for the admin.
 */
export function outOfScope(scope: PatientScope, type: string): ApiError {
  if (scope.kind === 'all') return new ApiError(40401, `${type} 资源不存在`);
  const whose = scope.kind === 'self' ? '自己的数据' : '自己护理团队中患者的数据';
  return new ApiError(40301, `只能读取${whose}`);
}
