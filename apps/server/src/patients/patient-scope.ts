import type { Patient } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { findPatient, type PatientScope } from './patients';
import type { Session } from '../platform/auth/sessions';
import { isAdmin } from '../platform/calls/audited';

/*
 * Whose patient records a caller reaches (issue 11 §2): admins every one, a doctor the patients of
 * their care teams, a patient only themself. Shared by the patient and care-team calls.
 */

/**
 * The widest role wins: admin, then doctor, then the caller's own record. A doctor's scope names
 * their doctor record, which the session row carries (migration 0024; patients/patients.ts says
 * why a value and not a join).
 */
export function patientScopeOf(
  session: Pick<Session, 'roles' | 'userId' | 'doctorId'>,
): PatientScope {
  if (isAdmin(session.roles)) return { kind: 'all' };
  if (session.roles.includes('doctor')) return { kind: 'team', doctorId: session.doctorId };
  return { kind: 'self', userId: session.userId };
}

/**
 * The record `id` if the scope reaches it. Outside the scope the answer is 40301 whether or not
 * the record exists, so a non-admin cannot learn which ids are taken (the message names what the
 * caller may `verb`: their own record, or their teams' patients); an admin gets 40401 for an id
 * that does not exist.
 */
export async function requirePatientInScope(
  sql: Kysely<Tables>,
  scope: PatientScope,
  id: number,
  verb: '查看' | '修改',
): Promise<Patient> {
  const found = await findPatient(sql, id, scope);
  if (found) return found;
  if (scope.kind === 'all') throw new ApiError(40401, '患者档案不存在');
  const whose = scope.kind === 'self' ? '自己的患者档案' : '自己护理团队中的患者';
  throw new ApiError(40301, `只能${verb}${whose}`);
}
