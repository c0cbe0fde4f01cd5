import { ApiError } from '../../platform/http/api-error';

/*
 * Logical ids of the resources made from assessments (issue 31): `assessment-12` for the
 * Observation of assessment 12's total and for the QuestionnaireResponse of its sheet. The prefix
 * keeps them apart from other kinds of Observation the interface may emit (training outcomes,
 * recordings), which would take prefixes of their own; Patient ids stay plain integers.
 */

export const assessmentPrefix = 'assessment';

/** `assessment-12` for assessment 12. */
export function assessmentResourceId(id: number): string {
  return `${assessmentPrefix}-${id}`;
}

/**
 * The integer of a prefixed id (`assessment-12` → 12), or undefined when the id is not one of
 * that prefix's (any other prefix, a leading zero, past PostgreSQL's integer).
 */
export function parsePrefixedId(prefix: string, id: string): number | undefined {
  if (!id.startsWith(`${prefix}-`)) return undefined;
  const digits = id.slice(prefix.length + 1);
  if (!/^[1-9]\d{0,9}$/.test(digits) || Number(digits) > 2_147_483_647) return undefined;
  return Number(digits);
}

/** The assessment an id names, or 40401 (an id we never hand out names nothing). */
export function assessmentIdOf(id: string, type: string): number {
  const parsed = parsePrefixedId(assessmentPrefix, id);
  if (parsed === undefined) throw new ApiError(40401, `${type} 资源不存在`);
  return parsed;
}

/** A reference search value (`Patient/12`, `12`, or a full URL of it) as a patient id, or null. */
export function patientIdOfReference(value: string): number | null {
  const match = /^(?:(?:.*\/)?Patient\/)?([1-9]\d{0,9})$/.exec(value.trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id > 2_147_483_647 ? null : id;
}
