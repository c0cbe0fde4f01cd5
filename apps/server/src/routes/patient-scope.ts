import type { Patient } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { ApiError } from '../http/api-error';
import { findPatient, type PatientScope } from '../services/patients';
import type { Session } from '../services/sessions';
import { isAdmin } from './audited';

/*
 * Whose patient records a caller reaches (issue 11 §2): admins every one, a doctor the patients of
 * their care teams, a patient only themself. Shared by the patient and care-team calls.
 */

/** The widest role wins: admin, then doctor, then the caller's own record. */
export function patientScopeOf(session: Pick<Session, 'roles' | 'userId'>): PatientScope {
  if (isAdmin(session.roles)) return { kind: 'all' };
  if (session.roles.includes('doctor')) return { kind: 'team', doctorUserId: session.userId };
  return { kind: 'self', userId: session.userId };
}

/**
 * The record `id` if the scope reaches it. Outside the scope the answer is 40301 with `denied`
 * whether or not the record exists, so a non-admin cannot learn which ids are taken; an admin gets
 * 40401 for an id that does not exist.
 */
export async function requirePatientInScope(
  sql: Kysely<Tables>,
  scope: PatientScope,
  id: number,
  denied: string,
): Promise<Patient> {
  const found = await findPatient(sql, id, scope);
  if (found) return found;
  throw scope.kind === 'all' ? new ApiError(40401, '患者档案不存在') : new ApiError(40301, denied);
}
